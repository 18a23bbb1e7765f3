-- Visitors: guests a member registers for one club date, and walk-ins the front desk signs in for
-- a member. Each registered guest has a 6-digit code, stored only as a hash of the date and the
-- code (the plain code travels once, in the e-mails the registration owes). A member sees their
-- own visitors, staff see all (row-level security); nobody writes the table directly: the
-- security-definer functions below enforce the rules in both modes (the embedded server sets
-- request.jwt.claim.sub for the transaction, PostgREST sets it from the JWT).
--
-- Personal data is kept no longer than its purpose (India's DPDP Act): purge_visitors deletes a
-- visitor, and the e-mails that named them, 90 days after the visit.

create table public.visitors (
  id uuid primary key default gen_random_uuid(),
  host_id uuid not null,
  host_email text not null constraint visitors_host_email_length check (char_length(host_email) between 3 and 254),
  host_name text constraint visitors_host_name_length check (char_length(host_name) between 1 and 120),
  name text not null constraint visitors_name_length check (char_length(name) between 1 and 120),
  -- An Indian mobile number, as lib/validation/visitor.ts normalises it.
  phone text not null constraint visitors_phone_format check (phone ~ '^\+91[6-9][0-9]{9}$'),
  email text constraint visitors_email_length check (char_length(email) between 3 and 254),
  visit_date date not null,
  expected_time text constraint visitors_expected_time_format check (
    expected_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
  ),
  booking_id uuid references public.bookings (id) on delete set null,
  -- Null for a walk-in, who is signed in at the desk and needs no code.
  code_hash text,
  walk_in boolean not null default false,
  checked_in_at timestamptz,
  checked_out_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  constraint visitors_code_check check (walk_in or code_hash is not null),
  constraint visitors_out_after_in check (checked_out_at is null or checked_in_at is not null),
  constraint visitors_cancel_check check (cancelled_at is null or checked_in_at is null)
);

-- A code finds one live guest of its date.
create unique index visitors_code_idx on public.visitors (visit_date, code_hash)
  where code_hash is not null and cancelled_at is null;
create index visitors_host_idx on public.visitors (host_id, visit_date);
create index visitors_date_idx on public.visitors (visit_date);

alter table public.visitors enable row level security;
revoke all on table public.visitors from public, anon, authenticated;
create policy visitors_own_read on public.visitors
  for select to authenticated using (host_id = auth.uid() or public.is_staff());
grant select on table public.visitors to authenticated;

insert into public.outbox_templates (name) values ('visitor-pass'), ('visitor-arrived');

create function public.visitor_club_today() returns date
language sql stable set search_path = '' as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

create function public.visitor_code_hash(p_date date, p_code text) returns text
language sql immutable set search_path = '' as $$
  select encode(sha256(convert_to(p_date::text || ':' || p_code, 'UTF8')), 'hex')
$$;

-- A visitor as the app reads it: never the code's hash. Timestamps as JSON text, the same in
-- PGlite and through PostgREST.
create function public.visitor_json(v public.visitors) returns jsonb
language sql stable set search_path = '' as $$
  select to_jsonb(v) - 'code_hash'
$$;

-- IMPORTANT: the limit of guests a member may register for one date. lib/visitors/rules.ts
-- shows the same number.
create function public.register_visitor(
  p_name text, p_phone text, p_email text, p_date date, p_time text, p_booking_id uuid,
  p_code text, p_host_email text, p_host_name text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_host uuid := auth.uid();
  -- Through PostgREST the host's address is the JWT's, never the caller's word; the embedded
  -- server, which sets only the subject, passes the signed-in account's address.
  v_host_email text := coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email', p_host_email);
  v_row public.visitors;
begin
  if v_host is null then
    raise exception using errcode = 'insufficient_privilege', message = 'members only';
  end if;
  if p_date < public.visitor_club_today() then
    raise exception using errcode = 'VSPST', message = 'the visit date has passed';
  end if;
  if p_code !~ '^[0-9]{6}$' then
    raise exception using errcode = '22023', message = 'a code is six digits';
  end if;
  if p_booking_id is not null and not exists (
    select 1 from public.bookings b
    where b.id = p_booking_id and b.user_id = v_host and b.date = p_date
      and b.status = 'confirmed' and b.kind in ('meeting-room', 'podcast-studio')
  ) then
    raise exception using errcode = 'VSBKG', message = 'not a booking of the member on that date';
  end if;
  -- One registration at a time per member and date, so the count below cannot be raced.
  perform pg_advisory_xact_lock(hashtextextended('visitors:' || v_host::text || ':' || p_date::text, 0));
  if (select count(*) from public.visitors
      where host_id = v_host and visit_date = p_date and cancelled_at is null and not walk_in) >= 5 then
    raise exception using errcode = 'VSLIM', message = 'at most 5 guests a day', detail = '5';
  end if;
  insert into public.visitors (host_id, host_email, host_name, name, phone, email, visit_date,
    expected_time, booking_id, code_hash)
  values (v_host, v_host_email, p_host_name, p_name, p_phone, p_email, p_date, p_time,
    p_booking_id, public.visitor_code_hash(p_date, p_code))
  returning * into v_row;
  -- The plain code lives only in these messages (the outbox is closed to every member).
  perform public.owe_message('visitor-pass', v_row.id::text, v_row.host_email,
    jsonb_build_object('visitor', public.visitor_json(v_row), 'code', p_code, 'for', 'host'));
  if v_row.email is not null then
    perform public.owe_message('visitor-pass', v_row.id::text, v_row.email,
      jsonb_build_object('visitor', public.visitor_json(v_row), 'code', p_code, 'for', 'guest'));
  end if;
  return public.visitor_json(v_row);
end $$;

-- The member's own visitors from a date on, soonest first.
create function public.list_my_visitors(p_from date) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(public.visitor_json(v) order by v.visit_date, v.expected_time, v.created_at), '[]')
  from public.visitors v
  where v.host_id = auth.uid() and v.visit_date >= p_from and v.cancelled_at is null
$$;

-- Only before the guest arrives.
create function public.cancel_visitor(p_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.visitors;
begin
  update public.visitors v set cancelled_at = now()
  where v.id = p_id and v.host_id = auth.uid() and v.cancelled_at is null
    and v.checked_in_at is null and v.visit_date >= public.visitor_club_today()
  returning * into v_row;
  return case when v_row.id is null then null else public.visitor_json(v_row) end;
end $$;

create function public.visitors_require_staff() returns void
language plpgsql stable set search_path = '' as $$
begin
  if not public.is_staff() then
    raise exception using errcode = 'insufficient_privilege', message = 'staff only';
  end if;
end $$;

-- The desk's list of a date: everyone expected or signed in, by expected time.
create function public.staff_list_visitors(p_date date) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(public.visitor_json(v)
      order by v.expected_time nulls last, v.name), '[]')
    from public.visitors v where v.visit_date = p_date and v.cancelled_at is null);
end $$;

-- The live guest of a date whose code this is, or null.
create function public.staff_visitor_by_code(p_date date, p_code text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare v_row public.visitors;
begin
  perform public.visitors_require_staff();
  select * into v_row from public.visitors v
  where v.visit_date = p_date and v.cancelled_at is null
    and v.code_hash = public.visitor_code_hash(p_date, p_code);
  return case when v_row.id is null then null else public.visitor_json(v_row) end;
end $$;

-- Signs a guest in on their date and owes the host's "Your visitor is here" in the same
-- transaction; a second check-in changes nothing and owes nothing (null).
create function public.staff_check_in_visitor(p_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.visitors;
begin
  perform public.visitors_require_staff();
  update public.visitors v set checked_in_at = now()
  where v.id = p_id and v.cancelled_at is null and v.checked_in_at is null
    and v.visit_date = public.visitor_club_today()
  returning * into v_row;
  if v_row.id is null then return null; end if;
  perform public.owe_message('visitor-arrived', v_row.id::text, v_row.host_email,
    jsonb_build_object('visitor', public.visitor_json(v_row)));
  return public.visitor_json(v_row);
end $$;

create function public.staff_check_out_visitor(p_id uuid) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.visitors;
begin
  perform public.visitors_require_staff();
  update public.visitors v set checked_out_at = now()
  where v.id = p_id and v.checked_in_at is not null and v.checked_out_at is null
  returning * into v_row;
  return case when v_row.id is null then null else public.visitor_json(v_row) end;
end $$;

-- A walk-in: signed in at once for a host the desk found, who is told in the same transaction.
-- The daily limit is for registrations; the desk decides about walk-ins.
create function public.staff_register_walk_in(
  p_host_id uuid, p_host_email text, p_host_name text, p_name text, p_phone text, p_email text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare v_row public.visitors;
begin
  perform public.visitors_require_staff();
  insert into public.visitors (host_id, host_email, host_name, name, phone, email, visit_date,
    expected_time, walk_in, checked_in_at)
  values (p_host_id, p_host_email, p_host_name, p_name, p_phone, p_email,
    public.visitor_club_today(), to_char(now() at time zone 'Asia/Kolkata', 'HH24:MI'), true, now())
  returning * into v_row;
  perform public.owe_message('visitor-arrived', v_row.id::text, v_row.host_email,
    jsonb_build_object('visitor', public.visitor_json(v_row)));
  return public.visitor_json(v_row);
end $$;

-- Hosts the desk can pick for a walk-in: members known from their bookings or earlier guests.
create function public.staff_search_hosts(p_query text) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare v_like text := '%' || replace(replace(replace(p_query, '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform public.visitors_require_staff();
  return (select coalesce(jsonb_agg(jsonb_build_object('id', h.id, 'name', h.name, 'email', h.email)
      order by h.name, h.email), '[]')
    from (
      select distinct on (id) id, name, email from (
        select b.user_id as id, b.contact_name as name, b.contact_email as email, b.created_at
        from public.bookings b
        union all
        select v.host_id, v.host_name, v.host_email, v.created_at from public.visitors v
      ) known
      where name ilike v_like or email ilike v_like
      order by id, created_at desc
      limit 10
    ) h);
end $$;

-- Deletes every visitor whose visit was more than 90 days before p_now (club dates), and the
-- e-mails that carried their details; returns how many visitors went. The server passes its
-- clock, so tests can move it.
create function public.purge_visitors(p_now timestamptz) returns integer
language plpgsql security definer set search_path = '' as $$
declare v_gone integer;
begin
  with gone as (
    delete from public.visitors v
    where v.visit_date < (p_now at time zone 'Asia/Kolkata')::date - 90
    returning v.id
  ), mail as (
    delete from public.outbox o using gone
    where o.template in ('visitor-pass', 'visitor-arrived') and o.source_id = gone.id::text
  )
  select count(*) into v_gone from gone;
  return v_gone;
end $$;

revoke all on function public.visitor_club_today(), public.visitor_code_hash(date, text),
  public.visitor_json(public.visitors), public.visitors_require_staff() from public, anon;
revoke all on function
  public.register_visitor(text, text, text, date, text, uuid, text, text, text),
  public.list_my_visitors(date), public.cancel_visitor(uuid),
  public.staff_list_visitors(date), public.staff_visitor_by_code(date, text),
  public.staff_check_in_visitor(uuid), public.staff_check_out_visitor(uuid),
  public.staff_register_walk_in(uuid, text, text, text, text, text),
  public.staff_search_hosts(text), public.purge_visitors(timestamptz)
  from public, anon, authenticated;
grant execute on function
  public.register_visitor(text, text, text, date, text, uuid, text, text, text),
  public.list_my_visitors(date), public.cancel_visitor(uuid),
  public.staff_list_visitors(date), public.staff_visitor_by_code(date, text),
  public.staff_check_in_visitor(uuid), public.staff_check_out_visitor(uuid),
  public.staff_register_walk_in(uuid, text, text, text, text, text),
  public.staff_search_hosts(text)
  to authenticated;
grant execute on function public.purge_visitors(timestamptz) to service_role;
