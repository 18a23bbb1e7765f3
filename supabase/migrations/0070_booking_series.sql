-- Repeating bookings (issue 37, part 3): a room or the studio on the same weekday and time for
-- 2 to 12 weeks, held and paid at once, one tax invoice with a line per date.
--
-- * public.booking_series is the series itself (what was asked: the resource, the first date, the
--   time and hours, how many weeks, the dates the member chose to skip); each date is an ordinary
--   row of public.bookings naming it (series_id), so the exclusion constraint, the closed days,
--   the hold and the weekly hours limit (which counts each club week on its own) hold every date.
-- * A series' payment is one row of public.payments naming the series (series_id) and, as its
--   booking, the series' first date, so the reconciliation of 0045 reads it as a booking payment.
-- * A date is cancelled on its own or with every remaining date; each refunds by its own
--   100/50/0 rule (0006's cancel_booking). The refunds are partial refunds of the one payment, so
--   the per-date ledger is booking_series_refunds (0017's payment_refunds holds one refund per
--   payment): claimed once under the payment's row lock, then the provider's answer recorded.
-- Every function here but the preview is for the server (service_role) alone: it has checked who
-- the member is, as for payments.

create table public.booking_series (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  kind text not null constraint booking_series_kind_check check (kind in ('meeting-room', 'podcast-studio')),
  resource text not null constraint booking_series_resource_check check (
    resource in ('4-seater', '8-seater', 'studio')
  ),
  -- The member's choices (room or plan, hours, extras), as public.book() reads them.
  request jsonb not null constraint booking_series_request_check check (
    jsonb_typeof(request) = 'object' and octet_length(request::text) <= 1000
  ),
  first_date date not null,
  start_time text not null constraint booking_series_time_check check (start_time ~ '^(09|1[0-9]):00$'),
  hours integer not null constraint booking_series_hours_check check (hours between 1 and 11),
  weeks integer not null constraint booking_series_weeks_check check (weeks between 2 and 12),
  skipped_dates date[] not null default '{}',
  total_paise bigint not null constraint booking_series_total_check check (total_paise >= 0),
  created_at timestamptz not null default now()
);

create index booking_series_user_idx on public.booking_series (user_id, created_at desc);

alter table public.booking_series enable row level security;
revoke all on table public.booking_series from public, anon, authenticated;
grant select on table public.booking_series to authenticated;
create policy "Users read their own series" on public.booking_series
  for select to authenticated using (user_id = (select auth.uid()));

alter table public.bookings add column series_id uuid references public.booking_series (id);
create index bookings_series_idx on public.bookings (series_id) where series_id is not null;

-- 0006's window (two calendar months from the day it was made) holds a series' first date; its
-- later dates run on for up to eleven more weeks.
alter table public.bookings
  drop constraint bookings_window_check,
  add constraint bookings_window_check check (
    kind not in ('meeting-room', 'podcast-studio', 'day-pass')
    or date <= (public.club_local(created_at)::date + interval '2 months')::date
    or (series_id is not null
        and date <= (public.club_local(created_at)::date + interval '2 months' + interval '77 days')::date)
  );

alter table public.payments add column series_id uuid references public.booking_series (id);
create index payments_series_idx on public.payments (series_id) where series_id is not null;

create table public.booking_series_refunds (
  booking_id uuid primary key references public.bookings (id),
  series_id uuid not null references public.booking_series (id),
  payment_id text not null constraint booking_series_refunds_payment_length check (char_length(payment_id) between 1 and 64),
  order_id text not null references public.payments (order_id),
  amount_paise bigint not null constraint booking_series_refunds_amount_check check (amount_paise >= 100),
  status text not null default 'refunding' constraint booking_series_refunds_status_check check (
    status in ('refunding', 'pending', 'processed', 'failed')
  ),
  refund_id text constraint booking_series_refunds_refund_id_key unique
    constraint booking_series_refunds_refund_id_length check (char_length(refund_id) <= 64),
  claimed_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint booking_series_refunds_recorded_check check (status in ('refunding', 'failed') or refund_id is not null)
);

create index booking_series_refunds_order_idx on public.booking_series_refunds (order_id);
alter table public.booking_series_refunds enable row level security;
revoke all on table public.booking_series_refunds from public, anon, authenticated;

-- Each date of a series from its first: taken (a live booking or an unexpired hold overlaps it:
-- never who) or closed (why), for the member to skip before paying. Public, like
-- taken_booking_slots; at most 12 dates.
create function public.booking_series_preview(
  p_resource text, p_first date, p_time text, p_hours integer, p_weeks integer
) returns table (date date, taken boolean, closed_reason text)
language sql stable security definer set search_path = ''
as $$
  select d.day, exists (
      select 1 from public.bookings b
      where b.resource = p_resource
        and b.status not in ('cancelled', 'expired')
        and (b.status <> 'pending_payment' or b.hold_expires_at > now())
        and b.starts_at is not null
        and tstzrange(b.starts_at, b.ends_at, '[)')
          && tstzrange(d.starts_at, d.starts_at + make_interval(hours => p_hours), '[)')
    ), public.club_closed_reason(d.day)
  from (
    select (p_first + 7 * i) as day, ((p_first + 7 * i) + p_time::time) at time zone 'Asia/Kolkata' as starts_at
    from generate_series(0, least(p_weeks, 12) - 1) as i
  ) d
  where p_time ~ '^(09|1[0-9]):00$' and p_hours between 1 and 11
  order by d.day
$$;

-- Stores a series and its dates for p_user_id: the request checked as public.book() checks one
-- booking (for its first date; the later dates are the same weekday and time), each date priced
-- by public.quote_booking() and inserted as a booking (a hold when payments are online). A date
-- the member did not skip that is taken, closed or over the week's hours refuses the whole series,
-- naming the date (HINT), so nothing is half booked.
create function public.create_booking_series(
  p_user_id uuid, p_request jsonb, p_contact jsonb, p_weeks integer, p_skip date[]
) returns setof public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_kind text := p_request ->> 'kind';
  v_first date := (p_request ->> 'date')::date;
  v_time text := p_request ->> 'time';
  v_hours integer := (p_request ->> 'hours')::integer;
  v_resource text;
  v_quote jsonb;
  v_series public.booking_series;
  v_day date;
  v_starts timestamptz;
  v_count integer := 0;
begin
  if v_kind = 'meeting-room' then
    v_resource := p_request ->> 'room';
    if v_resource is null or v_resource not in ('4-seater', '8-seater') then perform public.refuse_booking('room'); end if;
    if jsonb_typeof(p_request -> 'techSupport') <> 'boolean' then perform public.refuse_booking('techSupport'); end if;
    if v_hours is null or v_hours not between 1 and 8 then perform public.refuse_booking('hours'); end if;
  elsif v_kind = 'podcast-studio' then
    v_resource := 'studio';
    if coalesce(p_request ->> 'plan', '') not in ('basic', 'pro') then perform public.refuse_booking('plan'); end if;
    if coalesce((p_request ->> 'postProductionHours')::integer, 0) not between 0 and 100 then
      perform public.refuse_booking('post-production hours');
    end if;
    if v_hours is null or v_hours < 1 then perform public.refuse_booking('hours'); end if;
  else
    perform public.refuse_booking('a series is of a room or the studio');
  end if;
  if p_weeks is null or p_weeks not between 2 and 12 then perform public.refuse_booking('weeks'); end if;
  if v_time is null or v_time !~ '^(09|1[0-9]):00$' then perform public.refuse_booking('start slot'); end if;
  if v_first is null then perform public.refuse_booking('date'); end if;
  if (v_first + v_time::time) at time zone 'Asia/Kolkata' < now() + interval '60 minutes' then
    perform public.refuse_booking('lead time');
  end if;
  if extract(isodow from v_first) > 5 then perform public.refuse_booking('weekdays only'); end if;
  if v_first > (public.club_local(now())::date + interval '2 months')::date then
    perform public.refuse_booking('too far ahead');
  end if;
  if v_time::time + make_interval(hours => v_hours) > time '20:00' then perform public.refuse_booking('past closing'); end if;
  if exists (
    select 1 from unnest(coalesce(p_skip, '{}')) s
    where (s - v_first) % 7 <> 0 or s < v_first or s >= v_first + 7 * p_weeks
  ) then
    perform public.refuse_booking('a skipped date is not in the series');
  end if;
  if cardinality(array(select distinct s from unnest(coalesce(p_skip, '{}')) s)) >= p_weeks then
    perform public.refuse_booking('every date skipped');
  end if;

  v_quote := public.quote_booking(p_request);
  insert into public.booking_series (user_id, kind, resource, request, first_date, start_time, hours,
    weeks, skipped_dates, total_paise)
  values (p_user_id, v_kind, v_resource, p_request - 'date', v_first, v_time, v_hours, p_weeks,
    array(select distinct s from unnest(coalesce(p_skip, '{}')) s order by s), 0)
  returning * into v_series;

  for i in 0 .. p_weeks - 1 loop
    v_day := v_first + 7 * i;
    continue when v_day = any(v_series.skipped_dates);
    v_starts := (v_day + v_time::time) at time zone 'Asia/Kolkata';
    begin
      insert into public.bookings (
        user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise,
        contact_name, contact_email, contact_phone, receive_promotions, status, series_id
      ) values (
        p_user_id, v_kind, v_resource, v_starts, v_starts + make_interval(hours => v_hours), v_day,
        v_hours, v_quote, (v_quote ->> 'total')::bigint,
        nullif(p_contact ->> 'name', ''), p_contact ->> 'email', nullif(p_contact ->> 'phone', ''),
        coalesce((p_contact ->> 'receivePromotions')::boolean, false), 'confirmed', v_series.id
      );
    exception
      when exclusion_violation then
        raise exception using errcode = 'exclusion_violation',
          message = 'booking refused: a date of the series is taken', hint = v_day::text;
      when sqlstate 'BKLIM' then
        raise exception using errcode = 'BKLIM', message = 'booking refused: weekly hours limit',
          detail = public.booking_hours_per_week()::text, hint = v_day::text;
    end;
    v_count := v_count + 1;
  end loop;

  update public.booking_series set total_paise = v_count * (v_quote ->> 'total')::bigint
  where id = v_series.id;
  return query select * from public.bookings b where b.series_id = v_series.id order by b.starts_at;
end
$$;

-- The provider order for a series' holds, for exactly the sum of its dates' prices; the payment
-- names the series and, as its booking, the first date.
create function public.record_series_order(
  p_series_id uuid, p_order_id text, p_amount bigint, p_buyer jsonb default '{}'
) returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_first public.bookings;
  v_total bigint;
  v_payment public.payments;
begin
  perform 1 from public.bookings b where b.series_id = p_series_id order by b.id for update;
  select coalesce(sum(b.total_paise), 0) into v_total from public.bookings b
  where b.series_id = p_series_id and b.status = 'pending_payment';
  select * into v_first from public.bookings b
  where b.series_id = p_series_id and b.status = 'pending_payment' order by b.starts_at limit 1;
  if not found or exists (
    select 1 from public.bookings b
    where b.series_id = p_series_id and b.status not in ('pending_payment', 'cancelled')
  ) then
    raise exception using errcode = 'check_violation', message = 'payment refused: no hold to pay';
  end if;
  if v_total <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the price';
  end if;
  insert into public.payments (order_id, booking_id, series_id, user_id, amount_paise, buyer)
  values (p_order_id, v_first.id, p_series_id, v_first.user_id, p_amount, coalesce(p_buyer, '{}'))
  returning * into v_payment;
  return v_payment;
end
$$;

-- A series whose payment could not even be started gives every slot back.
create function public.release_series_hold(p_series_id uuid) returns void
language sql security definer set search_path = ''
as $$
  update public.bookings set status = 'expired'
  where series_id = p_series_id and status = 'pending_payment'
$$;

-- Settles a captured payment for a series, once, through 0017's step; the answers are
-- confirm_payment's. Every held date is confirmed together, or (a lapsed hold whose slot someone
-- took since, or a date already begun) none is and the payment goes back in full.
create function public.confirm_series_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, series_id uuid)
language plpgsql security definer set search_path = ''
as $$
declare
  v_step record;
  v_series uuid;
begin
  select * into v_step from public.capture_payment(p_order_id, p_payment_id, p_method, p_amount);
  if v_step.step = 'unknown' then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  select p.series_id into v_series from public.payments p where p.id = v_step.payment_row_id;
  if v_series is null then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  perform 1 from public.bookings b where b.series_id = v_series order by b.id for update;
  if v_step.step = 'refunded' then
    return query select 'refunded'::text, v_series;
    return;
  elsif v_step.step = 'extra' then
    return query select 'refund'::text, v_series;
    return;
  elsif v_step.step = 'again' then
    return query select case when v_step.confirmed then 'settled' else 'refund' end, v_series;
    return;
  end if;

  if not exists (
    select 1 from public.bookings b
    where b.series_id = v_series and b.status in ('pending_payment', 'expired') and b.starts_at <= now()
  ) then
    begin
      update public.bookings set status = 'confirmed', payment_status = 'paid-online', hold_expires_at = null
      where bookings.series_id = v_series and status in ('pending_payment', 'expired');
      perform public.mark_payment_confirmed(v_step.payment_row_id);
      return query select 'confirmed'::text, v_series;
      return;
    exception when exclusion_violation or sqlstate 'BKLIM' then
      null;
    end;
  end if;
  return query select 'refund'::text, v_series;
end
$$;

-- The member cancels one date of their series (p_booking_id), or every remaining date (null):
-- each date not yet begun, with its own refund by 0006's rule (100% more than 48 hours before its
-- start, 50% from 24 hours, none later; nothing for a hold never paid). Answers the dates
-- cancelled now.
create function public.cancel_series_dates(p_user_id uuid, p_series_id uuid, p_booking_id uuid)
returns setof public.bookings
language plpgsql security definer set search_path = ''
as $$
begin
  return query
  update public.bookings b set
    status = 'cancelled',
    cancelled_at = now(),
    refund_paise = case
      when b.payment_status = 'awaiting-online-payment' then 0
      when extract(epoch from (b.starts_at - now())) / 3600 > 48 then b.total_paise
      when extract(epoch from (b.starts_at - now())) / 3600 >= 24 then public.percent_of(b.total_paise, 50)
      else 0
    end
  where b.series_id = p_series_id and b.user_id = p_user_id
    and (p_booking_id is null or b.id = p_booking_id)
    and b.status in ('confirmed', 'pending_payment') and b.starts_at > now()
  returning b.*;
end
$$;

-- A cancelled date's refund, claimed once: a part of the series' confirmed payment (never more
-- than is left of it). No row when there is nothing to refund or it is claimed already.
create function public.claim_series_date_refund(p_booking_id uuid)
returns table (payment_id text, order_id text, amount_paise bigint, buyer jsonb)
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_payment public.payments;
  v_refunded bigint;
  v_claimed boolean;
begin
  select * into v_booking from public.bookings b
  where b.id = p_booking_id and b.status = 'cancelled' and b.payment_status = 'paid-online'
    and b.series_id is not null
  for update;
  if not found or coalesce(v_booking.refund_paise, 0) < 100 then return; end if;
  select * into v_payment from public.payments p
  where p.series_id = v_booking.series_id and p.confirmed_at is not null and p.status = 'captured'
  order by p.confirmed_at limit 1
  for update;
  if not found then return; end if;
  select coalesce(sum(r.amount_paise), 0) into v_refunded from public.booking_series_refunds r
  where r.order_id = v_payment.order_id and r.booking_id <> p_booking_id and r.status <> 'failed';
  if v_refunded + v_booking.refund_paise > v_payment.amount_paise then
    raise exception using errcode = 'check_violation', message = 'refund refused: more than was paid';
  end if;
  insert into public.booking_series_refunds as r (booking_id, series_id, payment_id, order_id, amount_paise)
  values (p_booking_id, v_booking.series_id, v_payment.payment_id, v_payment.order_id, v_booking.refund_paise)
  on conflict (booking_id) do update
    set status = 'refunding', refund_id = null, claimed_at = now(), updated_at = now()
    where r.status = 'failed' or (r.status = 'refunding' and r.claimed_at < now() - interval '15 minutes')
  returning true into v_claimed;
  if coalesce(v_claimed, false) then
    return query select v_payment.payment_id, v_payment.order_id, v_booking.refund_paise, v_payment.buyer;
  end if;
end
$$;

-- The provider's answer to a claimed date refund, on the ledger row and the date (as the
-- dashboard shows it), and told to the member. Null when there was no claim to record.
create function public.record_series_date_refund(p_booking_id uuid, p_refund_id text, p_status text)
returns public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_refund public.booking_series_refunds;
  v_booking public.bookings;
begin
  if p_status not in ('pending', 'processed', 'failed') or (p_status <> 'failed' and p_refund_id is null) then
    raise exception using errcode = 'check_violation', message = 'refund refused: no refund id';
  end if;
  update public.booking_series_refunds
  set status = p_status, refund_id = case when p_status = 'failed' then null else p_refund_id end,
    updated_at = now()
  where booking_id = p_booking_id and status = 'refunding'
  returning * into v_refund;
  if not found then return null; end if;
  update public.bookings set refund_id = v_refund.refund_id, refund_status = p_status
  where id = p_booking_id
  returning * into v_booking;
  if v_refund.refund_id is not null then
    perform public.owe_message('payment-refunded', v_booking.id::text || ':' || v_refund.refund_id,
      v_booking.contact_email,
      to_jsonb(v_booking) || jsonb_build_object('refund_amount', v_refund.amount_paise, 'late', false));
  end if;
  return v_booking;
end
$$;

-- Razorpay's refund.processed / refund.failed reach the date through 0018's update_refund_status;
-- the per-date ledger follows it.
create function public.booking_series_refund_follows() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  update public.booking_series_refunds set status = new.refund_status, updated_at = now()
  where booking_id = new.id and refund_id = new.refund_id and status <> 'processed';
  return null;
end
$$;
create trigger bookings_series_refund_status after update of refund_status on public.bookings
  for each row when (new.series_id is not null and new.refund_status is distinct from old.refund_status)
  execute function public.booking_series_refund_follows();

-- Reads for the server: a member's series, newest first, and a series' dates.
create function public.booking_series_for_user(p_user_id uuid) returns setof public.booking_series
language sql stable security definer set search_path = ''
as $$ select * from public.booking_series where user_id = p_user_id order by created_at desc limit 100 $$;

create function public.booking_series_dates(p_series_id uuid) returns setof public.bookings
language sql stable security definer set search_path = ''
as $$ select * from public.bookings where series_id = p_series_id order by starts_at $$;

create function public.booking_series_by_id(p_series_id uuid) returns setof public.booking_series
language sql stable security definer set search_path = ''
as $$ select * from public.booking_series where id = p_series_id $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'create_booking_series(uuid, jsonb, jsonb, integer, date[])',
    'record_series_order(uuid, text, bigint, jsonb)', 'release_series_hold(uuid)',
    'confirm_series_payment(text, text, text, bigint)', 'cancel_series_dates(uuid, uuid, uuid)',
    'claim_series_date_refund(uuid)', 'record_series_date_refund(uuid, text, text)',
    'booking_series_for_user(uuid)', 'booking_series_dates(uuid)', 'booking_series_by_id(uuid)',
    'booking_series_refund_follows()'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
revoke all on function public.booking_series_preview(text, date, text, integer, integer) from public;
grant execute on function public.booking_series_preview(text, date, text, integer, integer)
  to anon, authenticated, service_role;
