-- The reconciliation of 0045 counted a repeating booking's date refunds (0070's
-- booking_series_refunds: partial refunds of the series' one payment) as neither refunded nor
-- taken from what was applied: a refunded date's money stayed "applied". Now each date's refund,
-- claimed or paid out (a failed one is not money moved), counts as refunded and comes off the
-- payment's applied amount, so captured = applied + refunded holds for series too. (Replaced in
-- place: 0045's grants stand.)
create or replace function public.payments_reconciliation(p_from date, p_to date)
returns table (ledger_captured bigint, ledger_applied bigint, ledger_refunded bigint,
  books_captured bigint, books_applied bigint, books_refunded bigint)
language sql stable security definer set search_path = public as $$
  with captured as (
    select * from public.captured_payments c
    where public.club_local(c.at)::date between p_from and p_to
  ), series_refunds as (
    select s.payment_id, sum(s.amount_paise)::bigint as amount_paise
    from public.booking_series_refunds s where s.status <> 'failed'
    group by s.payment_id
  ), refunded as (
    select (
      coalesce((select sum(r.amount_paise) from public.payment_refunds r
        join captured c on c.payment_id = r.payment_id), 0)
      + coalesce((select sum(s.amount_paise) from series_refunds s
        join captured c on c.payment_id = s.payment_id), 0)
    )::bigint as total
  ), applied as (
    select (
      coalesce((select sum(mi.amount_due_paise) from public.membership_invoices mi
        join captured c on c.payment_id = mi.payment_reference
        where mi.status = 'paid' and mi.payment_method in ('online', 'autopay')), 0)
      + coalesce((select sum(p.amount_paise - coalesce(r.amount_paise, 0) - coalesce(s.amount_paise, 0))
        from public.payments p
        join captured c on c.payment_id = p.payment_id
        left join public.payment_refunds r on r.payment_id = p.payment_id and r.reason = 'cancellation'
        left join series_refunds s on s.payment_id = p.payment_id
        where p.confirmed_at is not null and (p.booking_id is not null or p.store_order_id is not null)), 0)
    )::bigint as total
  )
  select (select coalesce(sum(amount_paise), 0) from captured)::bigint,
    (select coalesce(sum(amount_paise), 0) from captured)::bigint - refunded.total,
    refunded.total,
    applied.total + refunded.total, applied.total, refunded.total
  from refunded, applied
$$;
