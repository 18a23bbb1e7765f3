-- The billing run a batch of periods per call (issue 40). The run called
-- issue_membership_invoice once per period of every running membership, every period since its
-- start on every run: 5,000 memberships cost 5,000 round trips, 30-114 s on the bench machine,
-- of which the function's own time was 32 s (pg_stat_user_functions; docs/performance.md).
-- Here one call takes many memberships' periods (the server sends a few hundred at a time):
-- - the periods invoiced already, most of them on every run after the first, are answered by one
--   join on the period key, taking no number and writing nothing;
-- - each new one goes, in the order given, through 0027's issue_membership_invoice itself: its
--   unique period (a run that issued it meanwhile makes it "not newly issued"), its number in
--   the series (issue_invoice's counter lock), its tax invoice and its e-mail. Every rule is that
--   one function's; only the round trips are gone.
-- Owned by lib/memberships.
create function public.issue_membership_invoices(p_issued_at timestamptz, p_periods jsonb)
returns table (membership_id uuid, period_start date, membership_invoice_id uuid, newly_issued boolean)
language plpgsql security definer set search_path = public as $$
declare
  v record;
begin
  return query
    select mi.membership_id, mi.period_start, mi.id, false
    from jsonb_array_elements(p_periods) e
    join public.membership_invoices mi
      on mi.membership_id = (e ->> 'membership_id')::uuid
     and mi.period_start = (e ->> 'period_start')::date;
  for v in
    select e.value as p from jsonb_array_elements(p_periods) with ordinality e
    where not exists (
      select 1 from public.membership_invoices mi
      where mi.membership_id = (e.value ->> 'membership_id')::uuid
        and mi.period_start = (e.value ->> 'period_start')::date)
    order by e.ordinality
  loop
    return query
      select (v.p ->> 'membership_id')::uuid, (v.p ->> 'period_start')::date,
             r.membership_invoice_id, r.newly_issued
      from public.issue_membership_invoice(
        (v.p ->> 'membership_id')::uuid, (v.p ->> 'period_start')::date,
        (v.p ->> 'period_end')::date, (v.p ->> 'is_first')::boolean, (v.p ->> 'due_date')::date,
        (v.p ->> 'deposit')::bigint, p_issued_at, v.p -> 'invoice') r;
  end loop;
end $$;

revoke all on function public.issue_membership_invoices(timestamptz, jsonb)
  from public, anon, authenticated;
grant execute on function public.issue_membership_invoices(timestamptz, jsonb) to service_role;
