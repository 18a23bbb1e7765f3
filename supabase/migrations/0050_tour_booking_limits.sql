-- Issue 39, trust 1 and 2: a tour is booked only through the app's route, within limits per
-- client, and a second booking for an address answers as a first one.
--
-- 1. One client filled a whole day's tours (each booking e-mails an address the caller chose,
--    alerts staff and makes a lead), and in connected mode `anon` could call book_tour straight
--    through PostgREST, past every limit. book_tour now takes the client (the address the route
--    keys its rate limits on, stored as its SHA-256) and whether the route verified a
--    proof-of-work: a client keeps at most tour_client_live_limit() live tours and books at most
--    tour_client_day_limit() a club day (LT005), and from its second booking of a club day on
--    needs the proof (LT006). Only the service role (the app's route) may call it.
-- 2. "You already have a tour booked with this email" (LT003) told anyone whether an address had
--    a tour. A second booking for an address with a live tour now succeeds as far as the caller
--    can tell; the owner is e-mailed their tour with a fresh manage link (at most once an hour,
--    and the old link stops working only when the new one is sent).

alter table public.tours add column client_hash text
  constraint tours_client_hash_format check (client_hash ~ '^[0-9a-f]{64}$');
create index tours_client_idx on public.tours (client_hash, created_at) where client_hash is not null;

-- IMPORTANT: the limits per client, one place each (docs/tours.md states them).
create or replace function public.tour_client_live_limit() returns integer
language sql immutable as $$ select 2 $$;
create or replace function public.tour_client_day_limit() returns integer
language sql immutable as $$ select 3 $$;

-- A manage token drawn by the database (for the e-mail that resends the link): 32 bytes from two
-- v4 uuids (244 random bits), base64url like the app's.
create or replace function public.new_tour_token() returns text
language sql volatile set search_path = public as $$
  select rtrim(translate(encode(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()),
    'base64'), '+/', '-_'), '=')
$$;

drop function public.book_tour(text, text, text, timestamptz, text);

create function public.book_tour(
  p_name text, p_email text, p_phone text, p_starts_at timestamptz, p_token text,
  p_client text, p_proven boolean
) returns uuid
language plpgsql security definer set search_path = public as $$
declare
  v_enquiry uuid;
  v_client text := case when p_client is null then null
    else encode(sha256(convert_to(p_client, 'UTF8')), 'hex') end;
  v_today timestamptz := ((now() at time zone 'Asia/Kolkata')::date)::timestamp at time zone 'Asia/Kolkata';
  v_live integer;
  v_booked_today integer;
  v_token text;
  v_link text;
  t public.tours;
begin
  if not public.tour_slot_is_bookable(p_starts_at, now()) then
    raise exception 'not a bookable tour slot' using errcode = 'LT002';
  end if;
  -- The client's limits, under its own lock (always taken first: client, address, slot).
  if v_client is not null then
    perform pg_advisory_xact_lock(hashtext('tour-client:' || v_client));
    select count(*) filter (where status = 'booked' and starts_at > now()),
           count(*) filter (where created_at >= v_today)
      into v_live, v_booked_today
      from public.tours where client_hash = v_client;
    if v_live >= public.tour_client_live_limit()
       or v_booked_today >= public.tour_client_day_limit() then
      raise exception 'this client has booked its tours' using errcode = 'LT005';
    end if;
    if v_booked_today >= 1 and not coalesce(p_proven, false) then
      raise exception 'a proof of work is needed' using errcode = 'LT006';
    end if;
  end if;
  -- One live tour per address: its own lock, taken before the slot's. The slot is checked for
  -- a repeat too, so a full slot answers the same whoever asks.
  perform pg_advisory_xact_lock(hashtext('tour-email:' || lower(p_email)));
  perform public.take_tour_slot(p_starts_at);
  select * into t from public.tours
  where lower(email) = lower(p_email) and status = 'booked' and starts_at > now()
  order by starts_at limit 1 for update;
  if t.id is not null then
    -- Answered as a booking; only the address's owner learns, by e-mail, that a tour was there.
    v_link := t.id || ':' || t.sequence || ':link:'
      || to_char(date_trunc('hour', now() at time zone 'Asia/Kolkata'), 'YYYYMMDDHH24');
    if not exists (select 1 from public.outbox
                   where template = 'tour-confirmation' and source_id = v_link) then
      v_token := public.new_tour_token();
      update public.tours set manage_token_hash = public.tour_token_hash(v_token)
      where id = t.id returning * into t;
      perform public.owe_message('tour-confirmation', v_link, t.email, public.tour_payload(t, v_token));
    end if;
    return t.id;
  end if;

  insert into public.enquiries (inquiry_type, page, name, email, phone, preferred_date)
  values ('Tour', '/contact', p_name, p_email, p_phone, (p_starts_at at time zone 'Asia/Kolkata')::date)
  returning id into v_enquiry;
  -- The tour's own confirmation and staff alert (below) replace the enquiry's generic pair.
  delete from public.outbox where source_id = v_enquiry::text and status = 'pending';

  insert into public.tours (enquiry_id, name, email, phone, starts_at, manage_token_hash, client_hash)
  values (v_enquiry, p_name, p_email, p_phone, p_starts_at, public.tour_token_hash(p_token), v_client)
  returning * into t;

  perform public.advance_lead('enquiry', v_enquiry, 'tour booked', null,
    '00000000-0000-0000-0000-000000000000', 'Tour booking');
  perform public.owe_message('tour-confirmation', t.id || ':' || t.sequence, t.email,
    public.tour_payload(t, p_token));
  perform public.owe_message('tour-staff-alert', t.id || ':' || t.sequence, null,
    public.tour_payload(t, null));
  return t.id;
end $$;

revoke all on function public.new_tour_token() from public, anon, authenticated;
revoke all on function public.book_tour(text, text, text, timestamptz, text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.book_tour(text, text, text, timestamptz, text, text, boolean)
  to service_role;
