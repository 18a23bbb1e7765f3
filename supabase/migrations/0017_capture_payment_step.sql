-- Issue 24 (items 2, 4, 5) and "One database layer" (move 5): the step every captured payment
-- takes, whatever it paid for, and refunds that belong to a payment.
--
-- * public.capture_payment() is the captured-payment step that bookings (0010's confirm_payment)
--   and the embedded store's orders (embedded_store.confirm_order_payment) both took on their own:
--   lock the provider order's row, check the amount before anything else, and mark it captured.
--   It answers a step; the caller then settles what was paid for (a booking, an order) under the
--   same lock. A different payment on a provider order that another payment settled already is an
--   'extra' payment: it is refunded, never confirms nor invoices anything.
-- * public.payment_refunds: one row per provider payment refunded (a late payment, an extra one,
--   or a cancellation's share), with its own status and refund id. A refund is first claimed
--   ('refunding') under the payment's row lock, by exactly one caller (the checkout's callback
--   and the webhook may settle the same payment at once); the provider is asked only by the
--   claimant, and only a claim is recorded: a failed retry never overwrites a recorded refund.
-- Every function here is for the server (service_role) alone.

alter table public.payments
  -- When this payment confirmed its booking or order: the payment a cancellation refunds.
  add column if not exists confirmed_at timestamptz;

-- Payments that confirmed their subject before this column: the first captured of each.
update public.payments p set confirmed_at = p.captured_at
where p.confirmed_at is null and p.id in (
  select distinct on (coalesce(q.booking_id, q.store_order_id)) q.id
  from public.payments q
  where q.status in ('captured', 'refunded') and q.captured_at is not null
  order by coalesce(q.booking_id, q.store_order_id), q.captured_at
) and (
  p.booking_id is null
  or exists (select 1 from public.bookings b where b.id = p.booking_id and b.payment_status = 'paid-online')
);

create table if not exists public.payment_refunds (
  -- The provider's payment refunded (one refund per payment: all of it, or a cancellation's share).
  payment_id text primary key
    constraint payment_refunds_payment_id_length check (char_length(payment_id) between 1 and 64),
  -- The provider order it was paid on (ours: public.payments).
  order_id text not null references public.payments (order_id),
  amount_paise bigint not null constraint payment_refunds_amount_check check (amount_paise >= 100),
  reason text not null
    constraint payment_refunds_reason_check check (reason in ('late', 'extra', 'cancellation')),
  status text not null default 'refunding'
    constraint payment_refunds_status_check check (status in ('refunding', 'pending', 'processed', 'failed')),
  refund_id text constraint payment_refunds_refund_id_key unique
    constraint payment_refunds_refund_id_length check (char_length(refund_id) <= 64),
  claimed_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_refunds_recorded_check check (status in ('refunding', 'failed') or refund_id is not null)
);

create index if not exists payment_refunds_order_id_idx on public.payment_refunds (order_id);

alter table public.payment_refunds enable row level security;
revoke all on table public.payment_refunds from public, anon, authenticated;

-- Claims the refund of one provider payment, under its order's row lock: true for exactly one
-- caller. A refund that failed (no refund made, or the provider's refund.failed) may be claimed
-- again (the webhook's retry); a claim whose claimant vanished (no answer in 15 minutes) too. A
-- refund made (pending or processed) is never claimed again.
create or replace function public.claim_payment_refund(
  p_payment_id text, p_order_id text, p_amount bigint, p_reason text
) returns boolean
language plpgsql security definer set search_path = ''
as $$
declare
  v_claimed boolean;
begin
  perform 1 from public.payments where order_id = p_order_id for update;
  if not found then
    raise exception using errcode = 'check_violation', message = 'refund refused: no such order';
  end if;
  insert into public.payment_refunds as r (payment_id, order_id, amount_paise, reason)
  values (p_payment_id, p_order_id, p_amount, p_reason)
  on conflict (payment_id) do update
    set status = 'refunding', refund_id = null, claimed_at = now(), updated_at = now(),
      amount_paise = excluded.amount_paise, reason = excluded.reason
    where r.order_id = excluded.order_id
      and (r.status = 'failed' or (r.status = 'refunding' and r.claimed_at < now() - interval '15 minutes'))
  returning true into v_claimed;
  return coalesce(v_claimed, false);
end
$$;

-- The provider's answer to a claimed refund: its id and status, or 'failed' (no refund made). Only
-- a claim is recorded; answers null when there was none (another caller's refund stands). A late
-- or extra payment refunded is 'refunded' in public.payments.
create or replace function public.record_payment_refund(
  p_payment_id text, p_refund_id text, p_status text
) returns public.payment_refunds
language plpgsql security definer set search_path = ''
as $$
declare
  v_refund public.payment_refunds;
begin
  if p_status not in ('pending', 'processed', 'failed') or (p_status <> 'failed' and p_refund_id is null) then
    raise exception using errcode = 'check_violation', message = 'refund refused: no refund id';
  end if;
  update public.payment_refunds
  set status = p_status, refund_id = case when p_status = 'failed' then null else p_refund_id end,
    updated_at = now()
  where payment_id = p_payment_id and status = 'refunding'
  returning * into v_refund;
  if found and p_status <> 'failed' and v_refund.reason <> 'cancellation' then
    update public.payments set status = 'refunded'
    where order_id = v_refund.order_id and payment_id = p_payment_id;
  end if;
  return v_refund;
end
$$;

-- The captured-payment step (see above). Answers, with the provider order's row locked:
--   'unknown'   no such order here;
--   'captured'  marked captured now: the caller confirms what it paid for, or refunds it;
--   'again'     this payment was captured before (the other path): the caller tells what became of it;
--   'refunded'  this payment was refunded already;
--   'extra'     another payment captured this order before: this one goes back in full.
-- An amount other than the order's raises check_violation before anything is read or changed.
create or replace function public.capture_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint
) returns table (step text, payment_row_id uuid, booking_id uuid, store_order_id uuid, confirmed boolean)
language plpgsql security definer set search_path = ''
as $$
declare
  v_payment public.payments;
begin
  select * into v_payment from public.payments p where p.order_id = p_order_id for update;
  if not found then
    return query select 'unknown'::text, null::uuid, null::uuid, null::uuid, false;
    return;
  end if;
  if v_payment.amount_paise <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the order';
  end if;
  if v_payment.payment_id is not null and v_payment.payment_id <> p_payment_id then
    return query select 'extra'::text, v_payment.id, v_payment.booking_id, v_payment.store_order_id, false;
    return;
  end if;
  if v_payment.status <> 'created' then
    return query select case when v_payment.status = 'refunded' then 'refunded' else 'again' end,
      v_payment.id, v_payment.booking_id, v_payment.store_order_id, v_payment.confirmed_at is not null;
    return;
  end if;
  update public.payments set status = 'captured', payment_id = p_payment_id,
    method = left(p_method, 32), captured_at = now(), last_failure = null
  where id = v_payment.id;
  return query select 'captured'::text, v_payment.id, v_payment.booking_id, v_payment.store_order_id, false;
end
$$;

-- Marks the payment that confirmed its booking or order (the caller holds its row lock).
create or replace function public.mark_payment_confirmed(p_payment_row_id uuid) returns void
language sql security definer set search_path = ''
as $$ update public.payments set confirmed_at = now() where id = p_payment_row_id and confirmed_at is null $$;

-- The refund of one provider payment, as a member's dashboard or the desk reads it.
create or replace function public.refund_of_payment(p_payment_id text) returns setof public.payment_refunds
language sql stable security definer set search_path = ''
as $$ select * from public.payment_refunds where payment_id = p_payment_id $$;

revoke all on function public.claim_payment_refund(text, text, bigint, text),
  public.record_payment_refund(text, text, text),
  public.capture_payment(text, text, text, bigint),
  public.mark_payment_confirmed(uuid),
  public.refund_of_payment(text)
  from public, anon, authenticated;
grant execute on function public.claim_payment_refund(text, text, bigint, text),
  public.record_payment_refund(text, text, text),
  public.capture_payment(text, text, text, bigint),
  public.mark_payment_confirmed(uuid),
  public.refund_of_payment(text)
  to service_role;
