-- Members at the desk by name (issue 39): reception finds a holder or seat user by name, e-mail or
-- company and checks them in, when they have no code to show (0058 knew only the code). Owned by
-- lib/visitors, with the desk.

-- One check-in for `p_user` today, for both ways in: null when they hold no running membership or
-- seat. `created` says whether this call checked them in, or they were in already.
create function public.check_in_club_member(p_user uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_member record;
  v_row public.member_check_ins;
begin
  select * into v_member from public.club_member_of(p_user);
  if p_user is null or v_member.email is null then return null; end if;
  insert into public.member_check_ins (user_id, name, email, role, club_date, checked_in_by)
  values (p_user, v_member.name, v_member.email, v_member.role, public.visitor_club_today(),
    (select s.email from public.staff_members s where s.user_id = auth.uid()))
  on conflict (user_id, club_date) where checked_out_at is null do nothing
  returning * into v_row;
  if v_row.id is not null then
    return public.member_check_in_json(v_row) || '{"created": true}';
  end if;
  select * into v_row from public.member_check_ins c
  where c.user_id = p_user and c.club_date = public.visitor_club_today()
    and c.checked_out_at is null;
  return public.member_check_in_json(v_row) || '{"created": false}';
end $$;

-- 0058's code check-in, through the same insert: null for an unknown code or one already in.
create or replace function public.staff_check_in_member(p_code text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_answer jsonb;
begin
  perform public.visitors_require_staff();
  v_answer := public.check_in_club_member(
    (select c.user_id from public.member_codes c where c.code = upper(btrim(p_code))));
  return case when (v_answer ->> 'created')::boolean then v_answer - 'created' end;
end $$;

-- By the account the desk's search found: null when it is no member today; else the check-in,
-- `created` false when they were in already (the desk says since when).
create function public.staff_check_in_member_by_id(p_user uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform public.visitors_require_staff();
  return public.check_in_club_member(p_user);
end $$;

-- The desk's search: the holders of running memberships and their seat users (bound to an
-- account), by name, e-mail or company; a seat user's name is the newest their bookings or guests
-- gave. Whether each is in now, so the desk offers "Check in" only to those who are not.
create function public.staff_search_club_members(p_query text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare v_like text := '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(jsonb_build_object('id', f.id, 'name', f.name,
        'email', f.email, 'role', f.role, 'company', f.company, 'checked_in_at', f.checked_in_at)
      order by f.name nulls last, f.email), '[]')
    from (
      select k.*, (select c.checked_in_at from public.member_check_ins c
          where c.user_id = k.id and c.club_date = public.visitor_club_today()
            and c.checked_out_at is null) as checked_in_at
      from (
        select m.holder_user_id as id, m.holder_name as name, m.holder_email as email,
          'holder' as role, m.company_legal_name as company
        from public.memberships m
        where m.holder_user_id is not null and m.status in ('active', 'notice')
        union all
        select s.user_id, (
            select known.name from (
              select b.contact_name as name, b.created_at from public.bookings b
              where b.user_id = s.user_id and b.contact_name is not null
              union all
              select v.host_name, v.created_at from public.visitors v
              where v.host_id = s.user_id and v.host_name is not null
            ) known order by known.created_at desc limit 1),
          s.email, 'seat', m.company_legal_name
        from public.membership_seats s join public.memberships m on m.id = s.membership_id
        where s.user_id is not null and s.removed_at is null and m.status in ('active', 'notice')
      ) k
      where k.name ilike v_like or k.email ilike v_like or k.company ilike v_like
      order by k.name nulls last, k.email
      limit 10
    ) f);
end $$;

revoke all on function public.check_in_club_member(uuid) from public, anon, authenticated;
revoke all on function public.staff_check_in_member_by_id(uuid),
  public.staff_search_club_members(text) from public, anon;
grant execute on function public.staff_check_in_member_by_id(uuid),
  public.staff_search_club_members(text) to authenticated;
