-- Bookings: meeting rooms and the podcast studio by the hour, day passes, and dedicated-desk and
-- managed-office requests. Prices are computed by the server (lib/pricing) and stored whole: the
-- quote as jsonb and its headline figure in paise. Payment is due at the front desk until a
-- payment provider is configured.
--
-- The database itself refuses two live bookings of one room or the studio that overlap: an
-- exclusion constraint over (resource, [starts_at, ends_at)). Mixing `=` on text with `&&` on a
-- range in one GiST index needs btree_gist, which Supabase ships and the embedded PGlite loads
-- (lib/data/embedded/database.ts). Two members racing for a slot: one insert wins, the other gets
-- 23P01 (exclusion_violation), whatever the isolation level or the number of connections.

create schema if not exists extensions;
create extension if not exists btree_gist with schema extensions;

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  kind text not null constraint bookings_kind_check check (
    kind in ('meeting-room', 'podcast-studio', 'day-pass', 'dedicated-desk', 'managed-office')
  ),
  resource text not null,
  -- Rooms and the studio only, as instants ([starts_at, ends_at): back-to-back bookings touch).
  starts_at timestamptz,
  ends_at timestamptz,
  -- The club date (Asia/Kolkata) of the session or pass, or the move-in date.
  date date,
  hours integer constraint bookings_hours_range check (hours between 1 and 24),
  seats integer constraint bookings_seats_range check (seats between 1 and 1000),
  term text constraint bookings_term_check check (term in ('monthly', 'quarterly', 'annual')),
  quote jsonb not null constraint bookings_quote_check check (
    jsonb_typeof(quote) = 'object' and quote ->> 'kind' = kind and octet_length(quote::text) <= 4000
  ),
  total_paise bigint not null constraint bookings_total_check check (total_paise >= 0),
  contact_name text constraint bookings_contact_name_length check (char_length(contact_name) between 1 and 120),
  contact_email text not null constraint bookings_contact_email_length check (char_length(contact_email) between 3 and 254),
  contact_phone text constraint bookings_contact_phone_length check (char_length(contact_phone) between 1 and 32),
  receive_promotions boolean not null default false,
  status text not null default 'confirmed' constraint bookings_status_check check (
    status in ('confirmed', 'requested', 'cancelled')
  ),
  payment_status text not null default 'due-at-front-desk'
    constraint bookings_payment_status_check check (payment_status in ('due-at-front-desk')),
  cancelled_at timestamptz,
  refund_paise bigint,
  created_at timestamptz not null default now(),

  constraint bookings_resource_check check (
    (kind = 'meeting-room' and resource in ('4-seater', '8-seater'))
    or (kind = 'podcast-studio' and resource = 'studio')
    or (kind in ('day-pass', 'dedicated-desk', 'managed-office') and resource = kind)
  ),
  constraint bookings_timed_check check (
    (kind in ('meeting-room', 'podcast-studio'))
      = (starts_at is not null and ends_at is not null and hours is not null and date is not null)
  ),
  constraint bookings_interval_check check (ends_at > starts_at),
  constraint bookings_dated_check check (kind not in ('day-pass', 'dedicated-desk') or date is not null),
  -- Rooms, studio and passes are booked outright; desks and offices are requests to sales.
  constraint bookings_requested_check check (
    status = 'cancelled' or (status = 'requested') = (kind in ('dedicated-desk', 'managed-office'))
  ),
  constraint bookings_cancelled_check check ((status = 'cancelled') = (cancelled_at is not null)),
  constraint bookings_refund_check check (refund_paise between 0 and total_paise),

  constraint bookings_no_overlap exclude using gist (
    resource with =,
    tstzrange(starts_at, ends_at, '[)') with &&
  ) where (status <> 'cancelled' and starts_at is not null)
);

create index bookings_user_id_idx on public.bookings (user_id, created_at desc);

-- Which hours of a room or the studio are taken, for the time picker: public, but only times,
-- never who booked. Security definer so visitors need no read access to the table itself; the
-- window is capped so it cannot be used to page through the whole calendar at once.
create function public.taken_booking_slots(p_resource text, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select b.starts_at, b.ends_at
  from public.bookings b
  where b.resource = p_resource
    and b.status <> 'cancelled'
    and b.starts_at is not null
    and b.starts_at < p_to
    and b.ends_at > p_from
    and p_to > p_from
    and p_to - p_from <= interval '7 days'
  order by b.starts_at
$$;

revoke all on function public.taken_booking_slots(text, timestamptz, timestamptz) from public;
grant execute on function public.taken_booking_slots(text, timestamptz, timestamptz)
  to anon, authenticated, service_role;

-- Row-level security: a member books, reads and cancels only their own bookings. As in 0001,
-- revoke the default grants first, then grant each column a member may write. Ids, timestamps,
-- the payment status and refunds are never chosen on insert; a cancel may only set the status to
-- cancelled, with its time and refund, on a booking that has not started.

alter table public.bookings enable row level security;

revoke all on table public.bookings from public, anon, authenticated;

grant insert (
  user_id, kind, resource, starts_at, ends_at, date, hours, seats, term, quote, total_paise,
  contact_name, contact_email, contact_phone, receive_promotions, status
) on table public.bookings to authenticated;
grant select on table public.bookings to authenticated;
grant update (status, cancelled_at, refund_paise) on table public.bookings to authenticated;

create policy "Users book for themselves" on public.bookings
  for insert to authenticated
  with check (user_id = (select auth.uid()) and status in ('confirmed', 'requested'));

create policy "Users read their own bookings" on public.bookings
  for select to authenticated using (user_id = (select auth.uid()));

create policy "Users cancel their own future bookings" on public.bookings
  for update to authenticated
  using (
    user_id = (select auth.uid())
    and status <> 'cancelled'
    and (
      starts_at > now()
      or (starts_at is null and (date is null or date > (now() at time zone 'Asia/Kolkata')::date))
    )
  )
  with check (user_id = (select auth.uid()) and status = 'cancelled' and cancelled_at is not null);
