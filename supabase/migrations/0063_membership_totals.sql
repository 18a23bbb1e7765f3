-- The owner's numbers (MRR, seats by plan, this month's invoices, overdue) summed in the
-- database (issue 40). They were computed on the server from every membership and every unpaid
-- invoice, read in full on each staff inbox page: 0.4 s of a 0.5 s page at 500 memberships on
-- the loaded bench machine, the query itself 1 ms, the rest carrying 500 wide rows across. The
-- rules are lib/memberships/views.ts's: running = active or notice; this month = issued between
-- the club dates p_from and p_to; overdue = unpaid with its due date before p_today.
-- Owned by lib/memberships.
create function public.membership_totals(p_from date, p_to date, p_today date)
returns table (
  mrr bigint, active_count integer, seats_by_plan jsonb, month_paid bigint, month_due bigint,
  month_overdue bigint, month_count integer, overdue_count integer, overdue_amount bigint,
  month_paid_invoices bigint, month_paid_deposits bigint
)
language sql stable security definer set search_path = public as $$
  with running as (
    select plan, seats, monthly_rent_paise from public.memberships
    where status in ('active', 'notice')
  ), month as (
    select status, due_date, amount_due_paise, invoice_total_paise, deposit_paise
    from public.membership_invoices
    where issued_at >= (p_from::timestamp at time zone 'Asia/Kolkata')
      and issued_at < ((p_to + 1)::timestamp at time zone 'Asia/Kolkata')
  ), overdue as (
    select amount_due_paise from public.membership_invoices
    where status = 'due' and due_date < p_today
  )
  select
    (select coalesce(sum(monthly_rent_paise), 0)::bigint from running),
    (select count(*)::int from running),
    (select coalesce(jsonb_object_agg(plan, seats), '{}') from
      (select plan, sum(seats)::int as seats from running group by plan) by_plan),
    (select coalesce(sum(amount_due_paise) filter (where status = 'paid'), 0)::bigint from month),
    (select coalesce(sum(amount_due_paise) filter (where status = 'due' and due_date >= p_today), 0)::bigint from month),
    (select coalesce(sum(amount_due_paise) filter (where status = 'due' and due_date < p_today), 0)::bigint from month),
    (select count(*)::int from month),
    (select count(*)::int from overdue),
    (select coalesce(sum(amount_due_paise), 0)::bigint from overdue),
    (select coalesce(sum(invoice_total_paise) filter (where status = 'paid'), 0)::bigint from month),
    (select coalesce(sum(deposit_paise) filter (where status = 'paid'), 0)::bigint from month)
$$;

revoke all on function public.membership_totals(date, date, date) from public, anon, authenticated;
grant execute on function public.membership_totals(date, date, date) to service_role;
