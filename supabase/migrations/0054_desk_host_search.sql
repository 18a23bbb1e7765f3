-- The desk's walk-in host search (issue 39) finds every member: the holders of running
-- memberships and their seat users, besides those known from bookings and earlier guests (0034
-- knew only the last two, so a desk member who never booked a room could not be a host). A
-- company's name finds its holder and seat users too: a walk-in often names the company.
--
-- A seat user is found once their account is bound to the seat (the first time they sign in and
-- read it): a visitor's host is an account, whose dashboard lists the visitor.

create or replace function public.staff_search_hosts(p_query text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare v_like text := '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'name', h.name, 'email', h.email)
      order by h.name, h.email), '[]')
    from (
      -- One line per account: the newest row that knows a name, else the newest.
      select distinct on (id) id, name, email from (
        select b.user_id as id, b.contact_name as name, b.contact_email as email,
          null::text as company, b.created_at
        from public.bookings b
        union all
        select v.host_id, v.host_name, v.host_email, null, v.created_at from public.visitors v
        union all
        select m.holder_user_id, m.holder_name, m.holder_email, m.company_legal_name, m.offered_at
        from public.memberships m
        where m.holder_user_id is not null and m.status in ('active', 'notice')
        union all
        select s.user_id, null, s.email, m.company_legal_name, s.added_at
        from public.membership_seats s join public.memberships m on m.id = s.membership_id
        where s.user_id is not null and s.removed_at is null and m.status in ('active', 'notice')
      ) known
      where name ilike v_like or email ilike v_like or company ilike v_like
      order by id, name is null, created_at desc
      limit 10
    ) h);
end $$;
