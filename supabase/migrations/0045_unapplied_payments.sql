-- Issue 36, "Every captured payment accounted": membership payments join the ledger of provider
-- payments (public.payments), so that one which settles nothing goes back through the same
-- per-payment refund ledger bookings use (0017's payment_refunds), and staff see it.
--
-- * A membership invoice's "Pay now" order is a row of public.payments naming its invoice
--   (membership_invoice_id), made when the order is (or, for an order made before this
--   migration, when its payment arrives); a superseded order keeps naming its invoice, so its
--   late payment is found. An autopay debit is a row of its own naming its subscription, keyed
--   'sub:' || payment id (Razorpay's charge is not an order we made).
-- * settle_membership_payment() settles a captured membership payment once, under its ledger
--   row's lock and the membership's: it pays the invoice, or answers 'refund' with the reason it
--   settles nothing (a second payment of the order, an amount other than the invoice's, a
--   cancelled membership, an invoice paid already by any method, an unknown subscription, a
--   debit with no invoice of its amount after the membership ended). The server then claims and
--   makes the refund (claim_unapplied_refund, 0017's record_payment_refund).
-- * unapplied_payments() is the staff list (every captured payment that settled nothing, with
--   its refund); payments_reconciliation() the three totals from the books and from the ledger
--   of provider payments, for a range of capture dates.
-- Every function here is for the server (service_role) alone.

alter table public.payments
  add column if not exists membership_invoice_id uuid references public.membership_invoices (id),
  add column if not exists subscription_id text
    constraint payments_subscription_id_length check (char_length(subscription_id) <= 64);

-- A payment is for a booking, a store order, or a membership (its invoice's order, or autopay).
alter table public.payments drop constraint payments_subject_check;
alter table public.payments add constraint payments_subject_check check (
  num_nonnulls(booking_id, store_order_id)
    + (membership_invoice_id is not null or subscription_id is not null)::int = 1
);

create index if not exists payments_membership_invoice_idx on public.payments (membership_invoice_id)
  where membership_invoice_id is not null;

-- Why a payment settled nothing, as staff read it; 'unapplied' is a membership payment's refund.
alter table public.payment_refunds drop constraint payment_refunds_reason_check;
alter table public.payment_refunds
  add constraint payment_refunds_reason_check
    check (reason in ('late', 'extra', 'cancellation', 'unapplied')),
  add column if not exists note text constraint payment_refunds_note_length check (char_length(note) <= 200);

-- Membership payments settled before this migration, into the ledger (so the totals reconcile).
insert into public.payments (order_id, membership_invoice_id, user_id, amount_paise, status,
  payment_id, method, captured_at, confirmed_at)
select mi.order_id, mi.id, m.holder_user_id, mi.amount_due_paise, 'captured', mi.payment_reference,
  'online', mi.paid_at, mi.paid_at
from public.membership_invoices mi join public.memberships m on m.id = mi.membership_id
where mi.status = 'paid' and mi.payment_method = 'online' and mi.order_id is not null
  and mi.payment_reference is not null
on conflict do nothing;
insert into public.payments (order_id, membership_invoice_id, subscription_id, user_id, amount_paise,
  status, payment_id, method, captured_at, confirmed_at)
select 'sub:' || mi.payment_reference, mi.id, coalesce(m.autopay_subscription_id, 'unknown'),
  m.holder_user_id, mi.amount_due_paise, 'captured', mi.payment_reference, 'autopay', mi.paid_at,
  mi.paid_at
from public.membership_invoices mi join public.memberships m on m.id = mi.membership_id
where mi.status = 'paid' and mi.payment_method = 'autopay' and mi.payment_reference is not null
on conflict do nothing;

-- "Pay now": the order in the ledger (and on the invoice, as 0027 did), for its payment to find.
create or replace function public.record_membership_order(p_id uuid, p_order_id text) returns void
language plpgsql security definer set search_path = public as $$
declare
  v public.membership_invoice_details;
begin
  select * into v from public.membership_invoice_details where id = p_id;
  if not found then
    return;
  end if;
  insert into public.payments (order_id, membership_invoice_id, user_id, amount_paise)
  values (p_order_id, p_id, v.holder_user_id, v.amount_due_paise)
  on conflict (order_id) do nothing;
  perform public.set_membership_invoice_order(p_id, p_order_id);
end $$;

-- A captured membership payment: an order's (p_order_id) or an autopay debit
-- (p_subscription_id, p_order_id null). Answers, with the invoice it paid or was meant for:
--   'paid'      it paid the invoice now;
--   'settled'   it paid the invoice before (a replayed webhook, the other path);
--   'refund'    it settles nothing (the note says why): the caller claims and makes the refund
--               (claimed once: a refund made stands, a failed one is made again);
--   'refunded'  its refund was made before;
--   'none'      an autopay debit before its invoice is issued (not p_last_try): run billing, ask again;
--   'unknown'   not a membership's order.
create or replace function public.settle_membership_payment(
  p_order_id text, p_subscription_id text, p_payment_id text, p_method text, p_amount bigint,
  p_at timestamptz, p_last_try boolean
) returns table (outcome text, membership_invoice_id uuid, order_id text, note text)
language plpgsql security definer set search_path = public as $$
#variable_conflict use_column
declare
  v_order text := coalesce(p_order_id, 'sub:' || p_payment_id);
  v_pay public.payments;
  v_inv public.membership_invoices;
  v_member public.memberships;
  v_refund public.payment_refunds;
  v_note text;
begin
  select * into v_pay from public.payments p where p.order_id = v_order for update;
  if not found then
    if p_subscription_id is not null then
      select * into v_member from public.memberships m where m.autopay_subscription_id = p_subscription_id;
      insert into public.payments (order_id, subscription_id, user_id, amount_paise)
      values (v_order, p_subscription_id, v_member.holder_user_id, p_amount)
      on conflict on constraint payments_order_id_key do nothing;
    else
      -- An order made before 0045 is on its invoice only.
      select * into v_inv from public.membership_invoices mi where mi.order_id = p_order_id;
      if not found then
        return query select 'unknown'::text, null::uuid, null::text, null::text;
        return;
      end if;
      select * into v_member from public.memberships m where m.id = v_inv.membership_id;
      insert into public.payments (order_id, membership_invoice_id, user_id, amount_paise)
      values (v_order, v_inv.id, v_member.holder_user_id, v_inv.amount_due_paise)
      on conflict on constraint payments_order_id_key do nothing;
    end if;
    select * into v_pay from public.payments p where p.order_id = v_order for update;
  elsif v_pay.membership_invoice_id is null and v_pay.subscription_id is null then
    return query select 'unknown'::text, null::uuid, null::text, null::text;
    return;
  end if;

  -- This payment seen before: what became of it stands.
  select * into v_refund from public.payment_refunds r where r.payment_id = p_payment_id;
  if (v_pay.payment_id = p_payment_id and v_pay.confirmed_at is not null)
     or exists (select 1 from public.membership_invoices mi
                where mi.payment_reference = p_payment_id and mi.payment_method in ('online', 'autopay')) then
    return query select 'settled'::text, v_pay.membership_invoice_id, v_order, null::text;
    return;
  elsif v_refund.payment_id is not null then
    return query select case when v_refund.status in ('pending', 'processed') then 'refunded' else 'refund' end,
      v_pay.membership_invoice_id, v_order, v_refund.note;
    return;
  end if;

  if v_pay.subscription_id is not null then
    select * into v_member from public.memberships m
    where m.autopay_subscription_id = v_pay.subscription_id for update;
    if not found then
      v_note := 'unknown subscription';
    elsif v_member.status = 'cancelled' then
      v_note := 'membership cancelled';
    else
      select * into v_inv from public.membership_invoices mi
      where mi.membership_id = v_member.id and mi.status = 'due' and mi.amount_due_paise = p_amount
      order by mi.period_start limit 1 for update;
      if not found then
        if not p_last_try and v_member.status <> 'ended' then
          return query select 'none'::text, null::uuid, v_order, null::text;
          return;
        end if;
        v_note := case when v_member.status = 'ended'
                         or (v_member.end_date is not null and public.club_local(p_at)::date > v_member.end_date)
                    then 'debit after the membership ended'
                    else 'no unpaid invoice of this amount' end;
      end if;
    end if;
  else
    select * into v_inv from public.membership_invoices mi where mi.id = v_pay.membership_invoice_id for update;
    select * into v_member from public.memberships m where m.id = v_inv.membership_id for update;
    v_note := case
      when v_pay.payment_id <> p_payment_id then 'a second payment of this order'
      when p_amount <> v_pay.amount_paise then 'amount differs from the invoice'
      when v_member.status = 'cancelled' then 'membership cancelled'
      when v_inv.status = 'paid' then 'invoice paid already (' || coalesce(v_inv.payment_method, '') || ')'
    end;
  end if;

  -- The ledger row records the payment it was made for (the first of its order, of its amount;
  -- again after our own failure between this step and its refund's claim); an extra or
  -- wrong-amount payment of an order is in the refund ledger only.
  if coalesce(v_pay.payment_id, p_payment_id) = p_payment_id and p_amount = v_pay.amount_paise then
    update public.payments set status = 'captured', payment_id = p_payment_id,
      method = left(p_method, 32), captured_at = p_at, last_failure = null,
      membership_invoice_id = coalesce(v_inv.id, membership_invoice_id),
      confirmed_at = case when v_note is null then p_at end
    where id = v_pay.id;
  end if;
  if v_note is not null then
    return query select 'refund'::text, coalesce(v_inv.id, v_pay.membership_invoice_id), v_order, v_note;
    return;
  end if;
  if v_pay.subscription_id is not null then
    update public.memberships set autopay_status = 'active' where id = v_member.id;
  end if;
  perform public.settle_membership_invoice(v_inv.id,
    case when v_pay.subscription_id is null then 'online' else 'autopay' end, p_payment_id,
    'razorpay', p_at);
  return query select 'paid'::text, v_inv.id, v_order, null::text;
end $$;

-- The refund of a payment that settled nothing, claimed (0017's claim), with the reason staff see.
create or replace function public.claim_unapplied_refund(
  p_payment_id text, p_order_id text, p_amount bigint, p_note text
) returns boolean
language plpgsql security definer set search_path = public as $$
begin
  if not public.claim_payment_refund(p_payment_id, p_order_id, p_amount, 'unapplied') then
    return false;
  end if;
  update public.payment_refunds set note = p_note where payment_id = p_payment_id;
  return true;
end $$;

-- Every captured payment we know of, once: the ledger rows with a payment, and the extra
-- payments of an order that only the refund ledger holds. `at`: when it was captured (claimed).
create or replace view public.captured_payments with (security_invoker = true) as
  select p.payment_id, p.order_id, p.amount_paise, p.captured_at as at, p.booking_id,
    p.store_order_id, p.membership_invoice_id, p.subscription_id
  from public.payments p where p.payment_id is not null
  union all
  select r.payment_id, r.order_id, r.amount_paise, r.claimed_at, p.booking_id, p.store_order_id,
    p.membership_invoice_id, p.subscription_id
  from public.payment_refunds r join public.payments p on p.order_id = r.order_id
  where r.reason <> 'cancellation'
    and not exists (select 1 from public.payments q where q.payment_id = r.payment_id);
revoke all on public.captured_payments from public, anon, authenticated;

-- Staff: captured payments (in club dates) that settled nothing, newest first, with their refund.
create or replace function public.unapplied_payments(p_from date, p_to date)
returns table (payment_id text, order_id text, amount_paise bigint, captured_at timestamptz,
  subject text, subject_id text, reason text, note text, refund_id text, refund_status text,
  invoice_number text)
language sql stable security definer set search_path = public as $$
  select c.payment_id, c.order_id, c.amount_paise, c.at,
    case when c.booking_id is not null then 'booking' when c.store_order_id is not null then 'store-order'
      else 'membership' end,
    coalesce(c.booking_id::text, c.store_order_id::text, mi.membership_id::text, m.id::text, c.subscription_id),
    r.reason, r.note, r.refund_id, r.status, d.number
  from public.captured_payments c
  join public.payment_refunds r on r.payment_id = c.payment_id and r.reason <> 'cancellation'
  left join public.membership_invoices mi on mi.id = c.membership_invoice_id
  left join public.membership_invoice_details d on d.id = mi.id
  left join public.memberships m on m.autopay_subscription_id = c.subscription_id
  where public.club_local(c.at)::date between p_from and p_to
  order by c.at desc, c.payment_id
$$;

-- The three totals for payments captured in [p_from, p_to] (club dates), two ways:
-- * the ledger of provider payments: what was captured, what was refunded or is under way
--   (claimed, pending, or failed and owed again), and so what stays applied;
-- * our books: what the documents say each payment settled (a membership invoice's amount due
--   with its deposit; a booking's or store order's confirmed payment, less its cancellation
--   refund), and the refunds recorded, so what was received.
-- They are equal when every captured payment landed in exactly one place.
create or replace function public.payments_reconciliation(p_from date, p_to date)
returns table (ledger_captured bigint, ledger_applied bigint, ledger_refunded bigint,
  books_captured bigint, books_applied bigint, books_refunded bigint)
language sql stable security definer set search_path = public as $$
  with captured as (
    select * from public.captured_payments c
    where public.club_local(c.at)::date between p_from and p_to
  ), refunded as (
    select coalesce(sum(r.amount_paise), 0)::bigint as total
    from public.payment_refunds r join captured c on c.payment_id = r.payment_id
  ), applied as (
    select (
      coalesce((select sum(mi.amount_due_paise) from public.membership_invoices mi
        join captured c on c.payment_id = mi.payment_reference
        where mi.status = 'paid' and mi.payment_method in ('online', 'autopay')), 0)
      + coalesce((select sum(p.amount_paise - coalesce(r.amount_paise, 0)) from public.payments p
        join captured c on c.payment_id = p.payment_id
        left join public.payment_refunds r on r.payment_id = p.payment_id and r.reason = 'cancellation'
        where p.confirmed_at is not null and (p.booking_id is not null or p.store_order_id is not null)), 0)
    )::bigint as total
  )
  select (select coalesce(sum(amount_paise), 0) from captured)::bigint,
    (select coalesce(sum(amount_paise), 0) from captured)::bigint - refunded.total,
    refunded.total,
    applied.total + refunded.total, applied.total, refunded.total
  from refunded, applied
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'record_membership_order(uuid, text)',
    'settle_membership_payment(text, text, text, text, bigint, timestamptz, boolean)',
    'claim_unapplied_refund(text, text, bigint, text)',
    'unapplied_payments(date, date)', 'payments_reconciliation(date, date)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
