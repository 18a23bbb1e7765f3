-- Online payment (issue 12): a room, the studio or a day pass booked while payments are taken
-- online is a 15-minute hold until it is paid, and only the server confirms it, exactly once.
--
-- * Holds. `app.payment_hold_seconds` (a database setting: `alter database postgres set
--   app.payment_hold_seconds = '900'` in connected mode; the embedded server sets it when it
--   opens) turns on online payment. A booking of a room, the studio or a day pass is then stored
--   as `pending_payment` with `hold_expires_at`, whoever inserts it (the embedded server, or
--   public.book() for a member of connected mode): a trigger decides, so no client can store an
--   unpaid booking as confirmed. A hold blocks its slot (the exclusion constraint counts it) until
--   it expires; an expired hold never blocks anyone: inserting over it expires it first, a sweep
--   (public.expire_payment_holds) expires the rest, and the free-slot list ignores it at once.
-- * Payments. public.payments keeps each provider order (amount priced by the server, checked
--   against the booking here); public.confirm_payment() settles a captured payment from either
--   path (the checkout's signed callback or the webhook), under the payment's row lock, so the
--   second caller finds it settled. A payment for a hold that expired and whose slot was taken is
--   answered 'refund' and the server refunds it: never a double booking.
-- * Webhook deliveries are de-duplicated by their event id (public.payment_events).
-- Every function here but the trigger functions is for the server (service_role) alone.

alter table public.bookings
  drop constraint bookings_status_check,
  add constraint bookings_status_check check (
    status in ('confirmed', 'requested', 'cancelled', 'no-show', 'pending_payment', 'expired')
  ),
  drop constraint bookings_payment_status_check,
  add constraint bookings_payment_status_check check (
    payment_status in ('due-at-front-desk', 'paid-at-front-desk', 'awaiting-online-payment', 'paid-online')
  ),
  add column hold_expires_at timestamptz,
  -- The provider's refund of an online payment (a cancellation, or a payment that came too late).
  add column refund_id text constraint bookings_refund_id_length check (char_length(refund_id) <= 64),
  add column refund_status text constraint bookings_refund_status_check check (
    refund_status in ('pending', 'processed', 'failed')
  ),
  add constraint bookings_hold_check check (status <> 'pending_payment' or hold_expires_at is not null);

alter table public.bookings drop constraint bookings_no_overlap;
alter table public.bookings add constraint bookings_no_overlap exclude using gist (
  resource with =,
  tstzrange(starts_at, ends_at, '[)') with &&
) where (status not in ('cancelled', 'expired') and starts_at is not null);

create index bookings_hold_idx on public.bookings (hold_expires_at) where status = 'pending_payment';

-- How long a hold waits for its payment; null when payments are taken at the front desk.
create function public.payment_hold() returns interval
language sql stable set search_path = ''
as $$
  select make_interval(secs => s)
  from (select nullif(current_setting('app.payment_hold_seconds', true), '')::integer as s) as setting
  where s > 0
$$;

-- Kinds paid online when payments are online: rooms, the studio and day passes. Desk and office
-- requests stay enquiries to sales.
create function public.hold_for_payment() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_hold interval := public.payment_hold();
begin
  if v_hold is not null and new.status = 'confirmed' and new.payment_status = 'due-at-front-desk'
     and new.kind in ('meeting-room', 'podcast-studio', 'day-pass') then
    new.status := 'pending_payment';
    new.payment_status := 'awaiting-online-payment';
    new.hold_expires_at := now() + v_hold;
  end if;
  -- An expired hold in the way of this booking gives its slot up first (the sweep may not have
  -- run yet). Two inserts racing for it both get here; the exclusion constraint picks one.
  if new.starts_at is not null and new.status not in ('cancelled', 'expired') then
    update public.bookings b set status = 'expired'
    where b.resource = new.resource and b.status = 'pending_payment' and b.hold_expires_at <= now()
      and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(new.starts_at, new.ends_at, '[)');
  end if;
  return new;
end
$$;

-- Named to run before bookings_hours_per_week (triggers fire in name order): the limit then sees
-- the row's final status.
create trigger bookings_a_hold_for_payment before insert on public.bookings
  for each row execute function public.hold_for_payment();

-- The sweep: every hold past its time expires, freeing its slot. Answers how many.
create function public.expire_payment_holds() returns table (expired integer)
language plpgsql security definer set search_path = ''
as $$
declare v_count integer;
begin
  update public.bookings set status = 'expired'
  where status = 'pending_payment' and hold_expires_at <= now();
  get diagnostics v_count = row_count;
  return query select v_count;
end
$$;

-- Free slots: a hold past its time is free already, swept or not.
create or replace function public.taken_booking_slots(p_resource text, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select b.starts_at, b.ends_at
  from public.bookings b
  where b.resource = p_resource
    and b.status not in ('cancelled', 'expired')
    and (b.status <> 'pending_payment' or b.hold_expires_at > now())
    and b.starts_at is not null
    and b.starts_at < p_to
    and b.ends_at > p_from
    and p_to > p_from
    and p_to - p_from <= interval '7 days'
  order by b.starts_at
$$;

-- The weekly hours limit of 0006/0006b: an expired hold counts like a cancelled booking, and a
-- hold being paid (pending_payment -> confirmed) is a booking already held, not a new one.
create or replace function public.enforce_booking_hours_per_week() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_limit integer := public.booking_hours_per_week();
  v_week timestamp;
  v_held integer;
begin
  if new.starts_at is null or new.status in ('cancelled', 'expired') or new.starts_at <= now() then
    return new;
  end if;
  if tg_op = 'UPDATE' and old.status not in ('cancelled', 'expired')
     and new.starts_at = old.starts_at and new.hours = old.hours then
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('bookings:' || new.user_id::text, 0));
  v_week := date_trunc('week', public.club_local(new.starts_at));
  select coalesce(sum(b.hours), 0) into v_held
  from public.bookings b
  where b.user_id = new.user_id
    and b.id <> new.id
    and b.status not in ('cancelled', 'expired')
    and b.starts_at is not null
    and b.starts_at > now()
    and date_trunc('week', public.club_local(b.starts_at)) = v_week;
  if v_held + new.hours > v_limit then
    raise exception using errcode = 'BKLIM', message = 'booking refused: weekly hours limit',
      detail = v_limit::text;
  end if;
  return new;
end
$$;

-- E-mail (0003): a hold owes nothing; its confirmation and the staff alert are owed when it is
-- paid, in the same transaction. A hold that expires owes nothing either.
create or replace function public.outbox_on_booking() returns trigger
language plpgsql security definer set search_path = public as $$
begin
  if (tg_op = 'INSERT' and new.status not in ('pending_payment', 'expired'))
     or (tg_op = 'UPDATE' and old.status in ('pending_payment', 'expired') and new.status = 'confirmed') then
    perform public.owe_message(
      case when new.status = 'requested' then 'desk-request-received' else 'booking-confirmation' end,
      new.id::text, new.contact_email, to_jsonb(new));
    perform public.owe_message('staff-alert', new.id::text, null,
      jsonb_build_object('kind', 'booking', 'record', to_jsonb(new)));
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status in ('confirmed', 'requested') then
    perform public.owe_message('booking-cancellation', new.id::text, new.contact_email, to_jsonb(new));
  end if;
  return null;
end $$;

-- A refund of an online payment, told to the member: 'payment-refunded'.
insert into public.outbox_templates (name) values ('payment-refunded'), ('payment-receipt');

create table public.payments (
  id uuid primary key default gen_random_uuid(),
  provider text not null default 'razorpay' constraint payments_provider_check check (provider in ('razorpay')),
  -- The provider's order: what the checkout pays, what signatures and webhooks name.
  order_id text not null constraint payments_order_id_key unique
    constraint payments_order_id_length check (char_length(order_id) between 1 and 64),
  booking_id uuid not null references public.bookings (id),
  user_id uuid not null,
  amount_paise bigint not null constraint payments_amount_check check (amount_paise >= 100),
  status text not null default 'created'
    constraint payments_status_check check (status in ('created', 'captured', 'refunded')),
  payment_id text constraint payments_payment_id_key unique
    constraint payments_payment_id_length check (char_length(payment_id) <= 64),
  method text constraint payments_method_length check (char_length(method) <= 32),
  -- The provider's reason for the last failed attempt, shown to the member who may retry.
  last_failure text constraint payments_last_failure_length check (char_length(last_failure) <= 300),
  captured_at timestamptz,
  -- For the tax invoice, when given at checkout: { "company": …, "gstin": … } (checked by the server).
  buyer jsonb not null default '{}' constraint payments_buyer_check check (
    jsonb_typeof(buyer) = 'object' and octet_length(buyer::text) <= 500
  ),
  created_at timestamptz not null default now(),
  constraint payments_captured_check check ((status = 'created') = (payment_id is null))
);

create index payments_booking_id_idx on public.payments (booking_id, created_at desc);

create table public.payment_events (
  event_id text primary key constraint payment_events_id_length check (char_length(event_id) <= 100),
  event text not null,
  received_at timestamptz not null default now()
);

alter table public.payments enable row level security;
alter table public.payment_events enable row level security;
revoke all on table public.payments, public.payment_events from public, anon, authenticated;
grant select on table public.payments to authenticated;
create policy "Users read their own payments" on public.payments
  for select to authenticated using (user_id = (select auth.uid()));

-- The provider order made for a hold, for exactly the booking's price.
create function public.record_payment_order(
  p_booking_id uuid, p_order_id text, p_amount bigint, p_buyer jsonb default '{}'
)
returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
  v_payment public.payments;
begin
  select * into v_booking from public.bookings where id = p_booking_id for update;
  if not found or v_booking.status <> 'pending_payment' then
    raise exception using errcode = 'check_violation', message = 'payment refused: no hold to pay';
  end if;
  if v_booking.total_paise <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the price';
  end if;
  insert into public.payments (order_id, booking_id, user_id, amount_paise, buyer)
  values (p_order_id, p_booking_id, v_booking.user_id, p_amount, coalesce(p_buyer, '{}'))
  returning * into v_payment;
  return v_payment;
end
$$;

-- A webhook delivery seen for the first time (true), or again (false).
create function public.record_payment_event(p_event_id text, p_event text)
returns table (fresh boolean)
language plpgsql security definer set search_path = ''
as $$
begin
  insert into public.payment_events (event_id, event) values (p_event_id, p_event)
  on conflict (event_id) do nothing;
  return query select found;
end
$$;

-- A delivery whose handling failed is forgotten, so the provider's retry is handled again.
create function public.forget_payment_event(p_event_id text) returns void
language sql security definer set search_path = ''
as $$ delete from public.payment_events where event_id = p_event_id $$;

create function public.record_payment_failure(p_order_id text, p_reason text) returns void
language sql security definer set search_path = ''
as $$
  update public.payments set last_failure = left(p_reason, 300)
  where order_id = p_order_id and status = 'created'
$$;

-- Settles a captured payment, once. Answers what the server does next:
--   'confirmed'  the hold (or a lapsed hold whose slot is still free) is now a paid booking;
--   'settled'    already settled by the other path: nothing to do (the invoice is idempotent);
--   'refund'     the slot went to someone else, or the booking is no longer live: refund it all;
--   'refunded'   refunded already (a late payment): nothing to do;
--   'unknown'    no such order here: log it, change nothing.
create function public.confirm_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, booking_id uuid, payment_status text)
language plpgsql security definer set search_path = ''
as $$
declare
  v_payment public.payments;
  v_booking public.bookings;
begin
  select * into v_payment from public.payments where order_id = p_order_id for update;
  if not found then
    return query select 'unknown'::text, null::uuid, null::text;
    return;
  end if;
  select * into v_booking from public.bookings where id = v_payment.booking_id for update;
  if v_payment.status = 'refunded' then
    return query select 'refunded'::text, v_booking.id, v_payment.status;
    return;
  elsif v_payment.status = 'captured' then
    -- Settled before: a paid booking, or a late payment whose refund is still owed (it failed).
    return query select
      case when v_booking.payment_status = 'paid-online' then 'settled' else 'refund' end,
      v_booking.id, v_payment.status;
    return;
  end if;
  if v_payment.amount_paise <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the order';
  end if;
  update public.payments set status = 'captured', payment_id = p_payment_id,
    method = left(p_method, 32), captured_at = now(), last_failure = null
  where id = v_payment.id;

  if v_booking.status in ('pending_payment', 'expired') then
    begin
      update public.bookings set status = 'confirmed', payment_status = 'paid-online',
        hold_expires_at = null
      where id = v_booking.id;
      return query select 'confirmed'::text, v_booking.id, 'captured'::text;
      return;
    exception when exclusion_violation or sqlstate 'BKLIM' then
      -- A lapsed hold whose slot someone else has booked since: the money goes back.
      null;
    end;
  end if;
  return query select 'refund'::text, v_booking.id, 'captured'::text;
end
$$;

-- The refund of an online payment for a booking: a member's cancellation (the policy's amount)
-- or a payment that came too late (all of it, with the member told).
create function public.record_booking_refund(
  p_booking_id uuid, p_refund_id text, p_amount bigint, p_status text, p_late boolean
) returns public.bookings
language plpgsql security definer set search_path = ''
as $$
declare
  v_booking public.bookings;
begin
  update public.bookings set refund_id = p_refund_id, refund_status = p_status,
    refund_paise = case when p_late then refund_paise else p_amount end
  where id = p_booking_id
  returning * into v_booking;
  if p_late and p_status <> 'failed' then
    update public.payments set status = 'refunded' where booking_id = p_booking_id and status = 'captured';
  end if;
  if p_refund_id is not null and p_amount > 0 then
    perform public.owe_message('payment-refunded', p_booking_id::text || ':' || p_refund_id,
      v_booking.contact_email,
      to_jsonb(v_booking) || jsonb_build_object('refund_amount', p_amount, 'late', p_late));
  end if;
  return v_booking;
end
$$;

create function public.update_refund_status(p_refund_id text, p_status text) returns void
language sql security definer set search_path = ''
as $$
  update public.bookings set refund_status = p_status
  where refund_id = p_refund_id and refund_status is distinct from 'processed'
$$;

-- A hold whose payment could not even be started (the provider was down) gives its slot back.
create function public.release_payment_hold(p_booking_id uuid) returns void
language sql security definer set search_path = ''
as $$
  update public.bookings set status = 'expired'
  where id = p_booking_id and status = 'pending_payment'
$$;

revoke all on function public.expire_payment_holds(), public.record_payment_order(uuid, text, bigint, jsonb),
  public.record_payment_event(text, text), public.forget_payment_event(text),
  public.record_payment_failure(text, text),
  public.confirm_payment(text, text, text, bigint),
  public.record_booking_refund(uuid, text, bigint, text, boolean),
  public.update_refund_status(text, text), public.release_payment_hold(uuid)
  from public, anon, authenticated;
grant execute on function public.expire_payment_holds(), public.record_payment_order(uuid, text, bigint, jsonb),
  public.record_payment_event(text, text), public.forget_payment_event(text),
  public.record_payment_failure(text, text),
  public.confirm_payment(text, text, text, bigint),
  public.record_booking_refund(uuid, text, bigint, text, boolean),
  public.update_refund_status(text, text), public.release_payment_hold(uuid)
  to service_role;

-- Reads for the server's payment work, by order, by booking, and a member's invoices (the server
-- has checked who the member is; connected mode reaches these with the service role).
create function public.payment_for_order(p_order_id text) returns setof public.payments
language sql stable security definer set search_path = ''
as $$ select * from public.payments where order_id = p_order_id $$;

create function public.payments_for_booking(p_booking_id uuid) returns setof public.payments
language sql stable security definer set search_path = ''
as $$ select * from public.payments where booking_id = p_booking_id order by created_at desc $$;

create function public.booking_by_id(p_booking_id uuid) returns setof public.bookings
language sql stable security definer set search_path = ''
as $$ select * from public.bookings where id = p_booking_id $$;

create function public.invoices_for_user(p_user_id uuid) returns setof public.invoices
language sql stable security definer set search_path = ''
as $$ select * from public.invoices where user_id = p_user_id order by issued_at desc, serial desc limit 200 $$;

create function public.invoices_for_subject(p_subject_id text) returns setof public.invoices
language sql stable security definer set search_path = ''
as $$ select * from public.invoices where subject_id = p_subject_id order by issued_at, series $$;

revoke all on function public.payment_for_order(text), public.payments_for_booking(uuid),
  public.booking_by_id(uuid), public.invoices_for_user(uuid), public.invoices_for_subject(text)
  from public, anon, authenticated;
grant execute on function public.payment_for_order(text), public.payments_for_booking(uuid),
  public.booking_by_id(uuid), public.invoices_for_user(uuid), public.invoices_for_subject(text)
  to service_role;

-- The tax invoice (or credit note) of a booking, e-mailed with its PDF as soon as it is issued,
-- in the same transaction: 'payment-receipt'.
create function public.outbox_on_invoice() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_email text;
begin
  if new.subject in ('booking', 'day-pass') then
    select b.contact_email into v_email from public.bookings b where b.id::text = new.subject_id;
  end if;
  if v_email is not null then
    perform public.owe_message('payment-receipt', new.number, v_email, to_jsonb(new)
      || jsonb_build_object('original_number',
        (select i.number from public.invoices i where i.id = new.credit_note_for)));
  end if;
  return null;
end $$;

create trigger invoices_outbox after insert on public.invoices
  for each row execute function public.outbox_on_invoice();
