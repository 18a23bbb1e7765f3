-- Issue 39, trust 5: register_visitor (0034) took the caller's code, and a clash with another
-- guest's live code of that date answered a distinct error (the unique index's 23505): a member
-- calling it through PostgREST could try codes and learn which ones let someone in. The function
-- now draws the code itself, draws again on a clash, and answers the code this once with the
-- visitor (for the member's screen); the caller has no code to give.

drop function public.register_visitor(text, text, text, date, text, uuid, text, text, text);

-- Six digits from gen_random_uuid()'s random bits (a v4 uuid's first 32 bits are all random):
-- the database's strong random source, which both PGlite and PostgreSQL have built in.
create function public.draw_visitor_code() returns text
language sql volatile set search_path = '' as $$
  select lpad((('x' || left(replace(gen_random_uuid()::text, '-', ''), 8))::bit(32)::bigint
    % 1000000)::text, 6, '0')
$$;

-- IMPORTANT: the limit of guests a member may register for one date. lib/visitors/rules.ts
-- shows the same number.
create function public.register_visitor(
  p_name text, p_phone text, p_email text, p_date date, p_time text, p_booking_id uuid,
  p_host_email text, p_host_name text
) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_host uuid := auth.uid();
  -- Through PostgREST the host's address is the JWT's, never the caller's word; the embedded
  -- server, which sets only the subject, passes the signed-in account's address.
  v_host_email text := coalesce(
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email', p_host_email);
  v_row public.visitors;
  v_code text;
begin
  if v_host is null then
    raise exception using errcode = 'insufficient_privilege', message = 'members only';
  end if;
  if p_date < public.visitor_club_today() then
    raise exception using errcode = 'VSPST', message = 'the visit date has passed';
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
  -- A code taken by another live guest of the date (one in a million) is drawn again, here,
  -- where the caller cannot see it happen.
  for attempt in 1..10 loop
    v_code := public.draw_visitor_code();
    begin
      insert into public.visitors (host_id, host_email, host_name, name, phone, email, visit_date,
        expected_time, booking_id, code_hash)
      values (v_host, v_host_email, p_host_name, p_name, p_phone, p_email, p_date, p_time,
        p_booking_id, public.visitor_code_hash(p_date, v_code))
      returning * into v_row;
      exit;
    exception when unique_violation then
      if attempt = 10 then raise; end if;
    end;
  end loop;
  -- The plain code lives only in these messages (the outbox is closed to every member).
  perform public.owe_message('visitor-pass', v_row.id::text, v_row.host_email,
    jsonb_build_object('visitor', public.visitor_json(v_row), 'code', v_code, 'for', 'host'));
  if v_row.email is not null then
    perform public.owe_message('visitor-pass', v_row.id::text, v_row.email,
      jsonb_build_object('visitor', public.visitor_json(v_row), 'code', v_code, 'for', 'guest'));
  end if;
  return public.visitor_json(v_row) || jsonb_build_object('code', v_code);
end $$;

revoke all on function public.draw_visitor_code() from public, anon, authenticated;
revoke all on function
  public.register_visitor(text, text, text, date, text, uuid, text, text)
  from public, anon, authenticated;
grant execute on function
  public.register_visitor(text, text, text, date, text, uuid, text, text) to authenticated;
