-- The accountant's CSV of membership invoices a keyset page at a time (issue 40). Before, one
-- call returned every invoice of the period (membership_invoices_listed) and the server built
-- the whole file in memory: three years of a club's invoices at once. Each page here is at most
-- 1,000 rows after the last one sent, oldest first as before (issued, then number), and the
-- period is a range of instants so membership_invoices_issued_idx serves it (the club-date cast
-- of membership_invoices_listed cannot use an index). Owned by lib/memberships.
create function public.membership_invoices_page(
  p_from date, p_to date, p_after_issued_at timestamptz, p_after_number text, p_limit integer
) returns setof public.membership_invoice_details
language sql stable security definer set search_path = public as $$
  select * from public.membership_invoice_details
  where issued_at >= (p_from::timestamp at time zone 'Asia/Kolkata')
    and issued_at < ((p_to + 1)::timestamp at time zone 'Asia/Kolkata')
    and (p_after_issued_at is null
      or (issued_at, coalesce(number, '')) > (p_after_issued_at, coalesce(p_after_number, '')))
  order by issued_at, coalesce(number, '')
  limit least(greatest(p_limit, 1), 1000)
$$;

revoke all on function public.membership_invoices_page(date, date, timestamptz, text, integer)
  from public, anon, authenticated;
grant execute on function public.membership_invoices_page(date, date, timestamptz, text, integer)
  to service_role;
