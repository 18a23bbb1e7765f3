-- Issue 36: the accountant's month (GSTR-1). Every tax invoice and credit note issued in a span
-- of club dates, whatever it was for (booking, day pass, store order, membership), oldest first,
-- with the original invoice of each credit note in it even when issued earlier, so the export can
-- name it. The server reads it with the service role; members never call it.
create index invoices_issued_at_idx on public.invoices (issued_at);

create function public.invoices_issued(p_from date, p_to date)
returns setof public.invoices
language sql stable security definer set search_path = public as $$
  with issued as (
    select * from public.invoices
    where (issued_at at time zone 'Asia/Kolkata')::date between p_from and p_to
  )
  select * from issued
  union
  select o.* from public.invoices o where o.id in (select credit_note_for from issued)
  order by issued_at, series, serial
$$;

revoke all on function public.invoices_issued(date, date) from public, anon, authenticated;
grant execute on function public.invoices_issued(date, date) to service_role;
