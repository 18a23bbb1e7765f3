-- Booking, moving and cancelling a tour: the only way anyone but staff reaches public.tours.
-- Each function checks the slot rules (lib/tours/slots.ts states the same rules for the page) and
-- takes a transaction-scoped advisory lock on the slot before counting it, so the capacity holds
-- however many requests race: no read-then-write from the application. Errors carry SQLSTATEs
-- that lib/tours maps to messages: LT001 slot full, LT002 not a bookable slot, LT003 this e-mail
-- already has a tour booked, LT004 no tour to change behind this link.

-- IMPORTANT: the one place the capacity of a slot is stated.
create or replace function public.tour_slot_capacity() returns integer
language sql immutable as $$ select 2 $$;

-- Mon-Fri, starting on the hour or half hour from 10:00 to 18:30 club time, 2 h to 14 days ahead.
create or replace function public.tour_slot_is_bookable(p_starts_at timestamptz, p_now timestamptz)
returns boolean
language sql stable set search_path = public as $$
  select extract(isodow from local) between 1 and 5
    and local::time between time '10:00' and time '18:30'
    and extract(minute from local) in (0, 30) and extract(second from local) = 0
    and p_starts_at >= p_now + interval '2 hours'
    and p_starts_at <= p_now + interval '14 days'
  from (select p_starts_at at time zone 'Asia/Kolkata' as local) s
$$;

create or replace function public.tour_token_hash(p_token text) returns text
language sql immutable as $$ select encode(sha256(convert_to(p_token, 'UTF8')), 'hex') $$;

-- What the e-mails are made from (lib/mail/payloads/tours.ts); the manage token only when known.
create or replace function public.tour_payload(t public.tours, p_token text) returns jsonb
language sql stable as $$
  select jsonb_build_object(
    'id', t.id, 'name', t.name, 'email', t.email, 'phone', t.phone, 'starts_at', t.starts_at,
    'status', t.status, 'sequence', t.sequence, 'manage_token', p_token)
$$;

-- Waits for the slot's lock, then refuses it when it is full.
create or replace function public.take_tour_slot(p_starts_at timestamptz) returns void
language plpgsql security definer set search_path = public as $$
begin
  perform pg_advisory_xact_lock(hashtext('tour-slot:' || extract(epoch from p_starts_at)::bigint::text));
  if (select count(*) from public.tours where starts_at = p_starts_at and status = 'booked')
     >= public.tour_slot_capacity() then
    raise exception 'that time was just taken' using errcode = 'LT001';
  end if;
end $$;

create or replace function public.book_tour(
  p_name text, p_email text, p_phone text, p_starts_at timestamptz, p_token text
) returns uuid
language plpgsql security definer set search_path = public as $$
declare
  v_enquiry uuid;
  t public.tours;
begin
  if not public.tour_slot_is_bookable(p_starts_at, now()) then
    raise exception 'not a bookable tour slot' using errcode = 'LT002';
  end if;
  -- One live tour per address: its own lock, taken before the slot's (always in that order).
  perform pg_advisory_xact_lock(hashtext('tour-email:' || lower(p_email)));
  if exists (select 1 from public.tours
             where lower(email) = lower(p_email) and status = 'booked' and starts_at > now()) then
    raise exception 'this e-mail already has a tour booked' using errcode = 'LT003';
  end if;
  perform public.take_tour_slot(p_starts_at);

  insert into public.enquiries (inquiry_type, page, name, email, phone, preferred_date)
  values ('Tour', '/contact', p_name, p_email, p_phone, (p_starts_at at time zone 'Asia/Kolkata')::date)
  returning id into v_enquiry;
  -- The tour's own confirmation and staff alert (below) replace the enquiry's generic pair.
  delete from public.outbox where source_id = v_enquiry::text and status = 'pending';

  insert into public.tours (enquiry_id, name, email, phone, starts_at, manage_token_hash)
  values (v_enquiry, p_name, p_email, p_phone, p_starts_at, public.tour_token_hash(p_token))
  returning * into t;

  perform public.advance_lead('enquiry', v_enquiry, 'tour booked', null,
    '00000000-0000-0000-0000-000000000000', 'Tour booking');
  perform public.owe_message('tour-confirmation', t.id || ':' || t.sequence, t.email,
    public.tour_payload(t, p_token));
  perform public.owe_message('tour-staff-alert', t.id || ':' || t.sequence, null,
    public.tour_payload(t, null));
  return t.id;
end $$;

-- The manage page's view of a tour: no e-mail or phone, since the link may be forwarded.
create or replace function public.tour_by_token(p_token text)
returns table (id uuid, name text, starts_at timestamptz, status text, sequence integer)
language sql stable security definer set search_path = public as $$
  select id, name, starts_at, status, sequence from public.tours
  where manage_token_hash = public.tour_token_hash(p_token)
$$;

create or replace function public.reschedule_tour(p_token text, p_starts_at timestamptz)
returns uuid
language plpgsql security definer set search_path = public as $$
declare
  t public.tours;
begin
  select * into t from public.tours where manage_token_hash = public.tour_token_hash(p_token) for update;
  if t.id is null or t.status <> 'booked' or t.starts_at <= now() then
    raise exception 'no tour to change' using errcode = 'LT004';
  end if;
  if t.starts_at = p_starts_at then
    return t.id;
  end if;
  if not public.tour_slot_is_bookable(p_starts_at, now()) then
    raise exception 'not a bookable tour slot' using errcode = 'LT002';
  end if;
  perform public.take_tour_slot(p_starts_at);
  update public.tours set starts_at = p_starts_at, sequence = sequence + 1, updated_at = now()
  where id = t.id returning * into t;
  if t.enquiry_id is not null then
    update public.enquiries set preferred_date = (p_starts_at at time zone 'Asia/Kolkata')::date
    where id = t.enquiry_id;
  end if;
  perform public.owe_message('tour-confirmation', t.id || ':' || t.sequence, t.email,
    public.tour_payload(t, p_token));
  perform public.owe_message('tour-staff-alert', t.id || ':' || t.sequence, null,
    public.tour_payload(t, null));
  return t.id;
end $$;

create or replace function public.cancel_tour(p_token text) returns uuid
language plpgsql security definer set search_path = public as $$
declare
  t public.tours;
begin
  select * into t from public.tours where manage_token_hash = public.tour_token_hash(p_token) for update;
  if t.id is null or t.status <> 'booked' or t.starts_at <= now() then
    raise exception 'no tour to change' using errcode = 'LT004';
  end if;
  update public.tours set status = 'cancelled', sequence = sequence + 1, updated_at = now()
  where id = t.id returning * into t;
  perform public.owe_message('tour-cancellation', t.id::text, t.email, public.tour_payload(t, null));
  perform public.owe_message('tour-staff-alert', t.id || ':' || t.sequence, null,
    public.tour_payload(t, null));
  return t.id;
end $$;

-- Which slots between two instants are full: anyone may know, nobody learns who booked.
create or replace function public.full_tour_slots(p_from timestamptz, p_to timestamptz)
returns setof timestamptz
language sql stable security definer set search_path = public as $$
  select starts_at from public.tours
  where status = 'booked' and starts_at >= p_from and starts_at < p_to
  group by starts_at having count(*) >= public.tour_slot_capacity()
$$;

-- Staff mark a tour toured or no-show (or back to booked). A toured lead is followed up on the
-- working day after the tour, through the pipeline's change, so the activity log shows it.
create or replace function public.mark_tour(p_id uuid, p_status text)
returns void
language plpgsql security definer set search_path = public as $$
declare
  me public.staff_members;
  t public.tours;
  v_follow_up date;
begin
  select * into me from public.staff_members where user_id = auth.uid();
  if me.user_id is null then
    raise exception 'staff only' using errcode = '42501';
  end if;
  update public.tours set status = p_status, updated_at = now()
  where id = p_id and status <> 'cancelled' returning * into t;
  if t.id is null then
    raise exception 'no tour to change' using errcode = 'LT004';
  end if;
  if p_status = 'toured' and t.enquiry_id is not null then
    v_follow_up := (t.starts_at at time zone 'Asia/Kolkata')::date + 1;
    while extract(isodow from v_follow_up) > 5 loop
      v_follow_up := v_follow_up + 1;
    end loop;
    perform public.advance_lead('enquiry', t.enquiry_id, null, v_follow_up,
      me.user_id, coalesce(me.name, me.email));
  end if;
end $$;

-- The reminders 24 hours and 2 hours before each booked tour, owed once each (the outbox's
-- unique key absorbs repeated passes; a moved tour owes its own). p_now comes from the caller
-- so tests move the clock. The 24-hour one is skipped for a tour booked or moved within a day.
create or replace function public.owe_tour_reminders(p_now timestamptz) returns integer
language plpgsql security definer set search_path = public as $$
declare owed integer;
begin
  insert into public.outbox (template, source_id, recipient, payload)
  select 'tour-reminder', t.id || ':' || r.lead || ':' || t.sequence, t.email,
         public.tour_payload(t, null) || jsonb_build_object('hours_before', r.hours)
  from public.tours t
  cross join (values ('24h', 24), ('2h', 2)) as r (lead, hours)
  where t.status = 'booked'
    and p_now >= t.starts_at - make_interval(hours => r.hours)
    and p_now < t.starts_at - case when r.hours = 24 then interval '2 hours' else interval '0' end
    and (r.hours = 2 or t.updated_at <= t.starts_at - interval '24 hours')
  on conflict on constraint outbox_message_key do nothing;
  get diagnostics owed = row_count;
  return owed;
end $$;

revoke all on function public.take_tour_slot(timestamptz) from public, anon, authenticated;
revoke all on function public.owe_tour_reminders(timestamptz) from public, anon, authenticated;
revoke all on function public.mark_tour(uuid, text) from public, anon;
grant execute on function public.mark_tour(uuid, text) to authenticated;
revoke all on function public.book_tour(text, text, text, timestamptz, text) from public;
revoke all on function public.tour_by_token(text) from public;
revoke all on function public.reschedule_tour(text, timestamptz) from public;
revoke all on function public.cancel_tour(text) from public;
revoke all on function public.full_tour_slots(timestamptz, timestamptz) from public;
grant execute on function public.book_tour(text, text, text, timestamptz, text) to anon, authenticated;
grant execute on function public.tour_by_token(text) to anon, authenticated;
grant execute on function public.reschedule_tour(text, timestamptz) to anon, authenticated;
grant execute on function public.cancel_tour(text) to anon, authenticated;
grant execute on function public.full_tour_slots(timestamptz, timestamptz) to anon, authenticated;
grant execute on function public.owe_tour_reminders(timestamptz) to service_role;
