-- Members at the desk (issue 39): the holders of running memberships and their seat users check in
-- with a personal code their dashboard shows (a scanner types it into the desk's search, as a
-- guest's), so "In the building now" counts everyone. Owned by lib/visitors, with the desk.
-- A member's code is an M and seven digits, never a guest's six; it names them until the
-- membership ends, and is no secret: only staff can check anyone in with it.

create table public.member_codes (
  user_id uuid primary key,
  code text not null constraint member_codes_code_key unique
    constraint member_codes_code_format check (code ~ '^M[0-9]{7}$'),
  created_at timestamptz not null default now()
);

create table public.member_check_ins (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  name text,
  email text not null,
  role text not null constraint member_check_ins_role_check check (role in ('holder', 'seat')),
  club_date date not null,
  checked_in_at timestamptz not null default now(),
  checked_out_at timestamptz,
  checked_in_by text not null
);
-- In once a day at a time: a second scan while in changes nothing.
create unique index member_check_ins_open on public.member_check_ins (user_id, club_date)
  where checked_out_at is null;
create index member_check_ins_date_idx on public.member_check_ins (club_date);

alter table public.member_codes enable row level security;
alter table public.member_check_ins enable row level security;
revoke all on table public.member_codes, public.member_check_ins from public, anon, authenticated;

-- Who the account is at the club today: a running membership's holder, or one of its seat users.
create function public.club_member_of(p_user uuid)
returns table (name text, email text, role text)
language sql stable security definer set search_path = '' as $$
  select m.holder_name, m.holder_email, 'holder' from public.memberships m
  where m.holder_user_id = p_user and m.status in ('active', 'notice')
  union all
  select null, s.email, 'seat' from public.membership_seats s
  join public.memberships m on m.id = s.membership_id
  where s.user_id = p_user and s.removed_at is null and m.status in ('active', 'notice')
  limit 1
$$;

-- The caller's code (made the first time), or null when they are not a member today.
create function public.my_member_code() returns text
language plpgsql security definer set search_path = '' as $$
declare v_code text;
begin
  if auth.uid() is null or not exists (select 1 from public.club_member_of(auth.uid())) then
    return null;
  end if;
  select c.code into v_code from public.member_codes c where c.user_id = auth.uid();
  while v_code is null loop
    begin
      insert into public.member_codes (user_id, code)
      values (auth.uid(), 'M' || lpad(floor(random() * 10000000)::integer::text, 7, '0'))
      returning code into v_code;
    exception when unique_violation then
      select c.code into v_code from public.member_codes c where c.user_id = auth.uid();
    end;
  end loop;
  return v_code;
end $$;

create function public.member_check_in_json(c public.member_check_ins) returns jsonb
language sql immutable set search_path = '' as $$ select to_jsonb(c) $$;

-- Null when the code names nobody who is a member today, or they are in already.
create function public.staff_check_in_member(p_code text) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_user uuid;
  v_member record;
  v_row public.member_check_ins;
begin
  perform public.visitors_require_staff();
  select c.user_id into v_user from public.member_codes c where c.code = upper(btrim(p_code));
  select * into v_member from public.club_member_of(v_user);
  if v_user is null or v_member.email is null then return null; end if;
  insert into public.member_check_ins (user_id, name, email, role, club_date, checked_in_by)
  values (v_user, v_member.name, v_member.email, v_member.role, public.visitor_club_today(),
    (select s.email from public.staff_members s where s.user_id = auth.uid()))
  on conflict (user_id, club_date) where checked_out_at is null do nothing
  returning * into v_row;
  return case when v_row.id is null then null else public.member_check_in_json(v_row) end;
end $$;

create function public.staff_check_out_member(p_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.member_check_ins;
begin
  perform public.visitors_require_staff();
  update public.member_check_ins c set checked_out_at = now()
  where c.id = p_id and c.checked_out_at is null
  returning * into v_row;
  return case when v_row.id is null then null else public.member_check_in_json(v_row) end;
end $$;

create function public.staff_list_member_check_ins(p_date date) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(public.member_check_in_json(c) order by c.checked_in_at), '[]')
    from public.member_check_ins c where c.club_date = p_date);
end $$;

revoke all on function public.club_member_of(uuid), public.member_check_in_json(public.member_check_ins)
  from public, anon, authenticated;
revoke all on function public.my_member_code(), public.staff_check_in_member(text),
  public.staff_check_out_member(uuid), public.staff_list_member_check_ins(date)
  from public, anon;
grant execute on function public.my_member_code(), public.staff_check_in_member(text),
  public.staff_check_out_member(uuid), public.staff_list_member_check_ins(date)
  to authenticated;
