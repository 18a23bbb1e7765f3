-- "Members and billing" a keyset page at a time (issue 40). The page read every membership
-- (memberships_all) and every invoice of the month plus every unpaid one
-- (membership_invoices_listed, whose club-date cast cannot use an index) on each visit: at 5,000
-- memberships, 0.6-1.2 s of server time (EXPLAIN (ANALYZE, BUFFERS) in docs/performance.md).
-- Each list here is one newest-first page after the row last shown, named by its id alone: the
-- row's own timestamp is read back in the query, so no cursor loses microseconds in JavaScript.
-- No `p is null or …` in the conditions: the functions are planned generically (security
-- definer, never inlined), and a sentinel keeps the keyset an index condition on every page.
-- The totals come from membership_totals (0063). Owned by lib/memberships.
create index if not exists memberships_created_idx
  on public.memberships (created_at desc, id desc);
create index if not exists memberships_refund_due_idx
  on public.memberships (created_at desc, id desc) where deposit_state = 'refund-due';
-- 0026's index of issued_at alone, with the id after it: 5,000 invoices of one billing run share
-- one instant, and the planner, given the older index, sorted the whole run for every page
-- (220 ms). Every range of issued_at it served, this one serves.
drop index if exists public.membership_invoices_issued_idx;
create index if not exists membership_invoices_issued_id_idx
  on public.membership_invoices (issued_at desc, id desc);
create index if not exists membership_invoices_due_issued_idx
  on public.membership_invoices (issued_at desc, id desc) where status = 'due';

-- The invoice lists show the membership's company beside the holder.
create view public.membership_invoice_listing with (security_invoker = true) as
  select d.*, m.company_legal_name
  from public.membership_invoice_details d
  join public.memberships m on m.id = d.membership_id;
revoke all on table public.membership_invoice_listing from public, anon, authenticated;

-- Every membership, newest first; then those whose deposit is to be refunded.
create function public.memberships_page(p_before uuid, p_limit integer)
returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships
  where (created_at, id) < (
    coalesce((select created_at from public.memberships where id = p_before), 'infinity'),
    coalesce(p_before, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
  order by created_at desc, id desc
  limit least(greatest(p_limit, 1), 200)
$$;

create function public.memberships_refund_due_page(p_before uuid, p_limit integer)
returns setof public.memberships
language sql stable security definer set search_path = public as $$
  select * from public.memberships
  where deposit_state = 'refund-due'
    and (created_at, id) < (
      coalesce((select created_at from public.memberships where id = p_before), 'infinity'),
      coalesce(p_before, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
  order by created_at desc, id desc
  limit least(greatest(p_limit, 1), 200)
$$;

-- Invoices issued between two club dates, newest first (the period as a range of instants, so
-- the index serves it).
create function public.membership_invoices_issued_page(
  p_from date, p_to date, p_before uuid, p_limit integer
) returns setof public.membership_invoice_listing
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_listing
  where issued_at >= (p_from::timestamp at time zone 'Asia/Kolkata')
    and issued_at < ((p_to + 1)::timestamp at time zone 'Asia/Kolkata')
    and (issued_at, id) < (
      coalesce((select issued_at from public.membership_invoices where id = p_before), 'infinity'),
      coalesce(p_before, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
  order by issued_at desc, id desc
  limit least(greatest(p_limit, 1), 200)
$$;

-- Unpaid past their due date (before p_today) and issued before p_issued_before (a club date:
-- the month's own are in its list already), newest first.
create function public.membership_invoices_overdue_page(
  p_today date, p_issued_before date, p_before uuid, p_limit integer
) returns setof public.membership_invoice_listing
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_listing
  where status = 'due' and due_date < p_today
    and issued_at < (p_issued_before::timestamp at time zone 'Asia/Kolkata')
    and (issued_at, id) < (
      coalesce((select issued_at from public.membership_invoices where id = p_before), 'infinity'),
      coalesce(p_before, 'ffffffff-ffff-ffff-ffff-ffffffffffff'))
  order by issued_at desc, id desc
  limit least(greatest(p_limit, 1), 200)
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'memberships_page(uuid, integer)', 'memberships_refund_due_page(uuid, integer)',
    'membership_invoices_issued_page(date, date, uuid, integer)',
    'membership_invoices_overdue_page(date, date, uuid, integer)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
