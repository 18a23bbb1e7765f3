-- Issue 39, trust 4: a seat user signed in to Supabase could select the whole membership row
-- they sit on (0039's memberships_seat_user_read): the holder's e-mail, the company's GSTIN and
-- address, why it ended early, deposit deductions, the autopay id. A seat user needs only whose
-- membership it is and what it gives: plan, seats, status, holder and company name. The table
-- stays the holder's and staff's (0026's policy); seat users read seat_memberships() instead.
-- The server reads seats with the service role (memberships_seated), so nothing else changes.

drop policy memberships_seat_user_read on public.memberships;

create function public.seat_memberships()
returns table (
  membership_id uuid, plan text, seats integer, status text, holder_name text,
  company_legal_name text
)
language sql stable security definer set search_path = public as $$
  select m.id, m.plan, m.seats, m.status, m.holder_name, m.company_legal_name
  from public.memberships m
  join public.membership_seats s on s.membership_id = m.id
  where s.user_id = (select auth.uid()) and s.removed_at is null
    and m.status in ('offered', 'active', 'notice')
  order by s.added_at
$$;

revoke all on function public.seat_memberships() from public, anon;
grant execute on function public.seat_memberships() to authenticated;
