-- Moving a booking (issue 37, part 2): a member moves a room, studio or day-pass booking to
-- another date or time instead of cancelling it and booking again.
--
-- * One row, one statement: the booking itself is moved (an UPDATE of its own row), so there are
--   never two bookings and never none, whatever fails. The no-overlap constraint compares the
--   row with the others only, and the weekly hours trigger (0010) leaves the row's own hours out
--   (`b.id <> new.id`): a booking never blocks its own move nor counts twice against the limit.
-- * The window: rooms and the studio until 48 hours before the start (the free-cancellation
--   window of 0006), day passes until 24 hours before their day (the refund policy's words).
--   lib/pricing/constants.ts holds the same two numbers for the pages
--   (ROOM_RESCHEDULE_HOURS, DAY_PASS_RESCHEDULE_HOURS); tests compare them.
-- * The new time is checked as `book` (0006) checks a new one, with the caller's "now": weekdays,
--   opening hours, the hour's notice, two months ahead, and the closed days of 0057 (whose
--   trigger fires on insert only, so it is asked here).
-- * The price: the new request priced by quote_booking (0006). A booking paid at the desk simply
--   carries its new price. A booking paid online moves only at the same price: a difference
--   needs a second payment or a second refund of the same payment, which the per-payment refund
--   ledger (0017, one refund per payment) cannot hold yet.
-- * The calendar: `sequence` counts the moves, so the e-mailed invitation (same UID) replaces
--   the one in the member's calendar (RFC 5546: a higher SEQUENCE wins).
-- Every refusal is an answer, never an error, so both connections (PGlite, PostgREST) read it
-- alike. For the server (service_role) alone: it has checked that p_user_id is the signed-in member.

alter table public.bookings
  add column sequence integer not null default 0 constraint bookings_sequence_check check (sequence >= 0);

-- Each move, for the books and for staff: where from, where to, the price before and after.
create table public.booking_moves (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id),
  sequence integer not null,
  from_starts_at timestamptz,
  from_date date not null,
  from_hours integer,
  from_total_paise bigint not null,
  to_starts_at timestamptz,
  to_date date not null,
  to_hours integer,
  to_total_paise bigint not null,
  moved_at timestamptz not null,
  constraint booking_moves_sequence_key unique (booking_id, sequence)
);

alter table public.booking_moves enable row level security;
revoke all on table public.booking_moves from public, anon, authenticated;

insert into public.outbox_templates (name) values ('booking-rescheduled');

-- The last instant a booking may be moved (exclusive): 48 hours before a room or the studio
-- starts, 24 hours before a day pass's day begins (midnight, club time).
create function public.booking_move_closes(p_booking public.bookings) returns timestamptz
language sql immutable set search_path = ''
as $$
  select case
    when p_booking.kind = 'day-pass'
      then (p_booking.date + time '00:00') at time zone 'Asia/Kolkata' - interval '24 hours'
    else p_booking.starts_at - interval '48 hours'
  end
$$;

-- Moves the member's booking to p_slot ({ date } for a day pass, { date, time, hours } for a room
-- or the studio). Answers { outcome, … }: 'moved' with the booking as stored and the previous
-- total; else the refusal ('not-found', 'not-movable', 'too-late', 'date', 'time', 'hours',
-- 'lead-time', 'weekdays', 'too-far', 'past-closing', 'closed' with the day's sentence,
-- 'same-time', 'price-differs', 'taken', 'limit' with the weekly hours).
create function public.reschedule_booking(
  p_id uuid, p_user_id uuid, p_slot jsonb, p_now timestamptz
) returns jsonb
language plpgsql security definer set search_path = ''
as $$
declare
  v_old public.bookings;
  v_row public.bookings;
  v_today date := public.club_local(p_now)::date;
  v_latest date := (public.club_local(p_now)::date + interval '2 months')::date;
  v_date date;
  v_time text := p_slot ->> 'time';
  v_hours integer;
  v_starts timestamptz;
  v_request jsonb;
  v_quote jsonb;
  v_reason text;
  v_message text;
  v_detail text;
begin
  select * into v_old from public.bookings b where b.id = p_id and b.user_id = p_user_id for update;
  if not found then return jsonb_build_object('outcome', 'not-found'); end if;
  if v_old.status <> 'confirmed' or v_old.kind not in ('meeting-room', 'podcast-studio', 'day-pass') then
    return jsonb_build_object('outcome', 'not-movable');
  end if;
  if p_now >= public.booking_move_closes(v_old) then
    return jsonb_build_object('outcome', 'too-late');
  end if;

  if coalesce(p_slot ->> 'date', '') !~ '^\d{4}-\d{2}-\d{2}$' then
    return jsonb_build_object('outcome', 'date');
  end if;
  v_date := (p_slot ->> 'date')::date;
  if extract(isodow from v_date) > 5 then return jsonb_build_object('outcome', 'weekdays'); end if;
  if v_date > v_latest then return jsonb_build_object('outcome', 'too-far'); end if;

  if v_old.kind = 'day-pass' then
    if v_date < v_today
       or (v_date = v_today and public.club_local(p_now) >= v_date + time '20:00') then
      return jsonb_build_object('outcome', 'date');
    end if;
    if v_date = v_old.date then return jsonb_build_object('outcome', 'same-time'); end if;
    v_request := jsonb_build_object('kind', v_old.kind, 'date', v_date);
  else
    if v_time is null or v_time !~ '^(09|1[0-9]):00$' then
      return jsonb_build_object('outcome', 'time');
    end if;
    if coalesce(p_slot ->> 'hours', '') !~ '^\d{1,2}$' then
      return jsonb_build_object('outcome', 'hours');
    end if;
    v_hours := (p_slot ->> 'hours')::integer;
    if v_hours < 1 or (v_old.kind = 'meeting-room' and v_hours > 8) then
      return jsonb_build_object('outcome', 'hours');
    end if;
    v_starts := (v_date + v_time::time) at time zone 'Asia/Kolkata';
    if v_starts < p_now + interval '60 minutes' then
      return jsonb_build_object('outcome', 'lead-time');
    end if;
    if v_date + v_time::time + make_interval(hours => v_hours) > v_date + time '20:00' then
      return jsonb_build_object('outcome', 'past-closing');
    end if;
    if v_starts = v_old.starts_at and v_hours = v_old.hours then
      return jsonb_build_object('outcome', 'same-time');
    end if;
    -- The same choices as booked (room and tech support, or plan and post-production), new hours.
    v_request := case v_old.kind
      when 'meeting-room' then jsonb_build_object('kind', v_old.kind, 'room', v_old.resource,
        'techSupport', coalesce((v_old.quote ->> 'techSupport')::boolean, false), 'hours', v_hours)
      else jsonb_build_object('kind', v_old.kind, 'plan', v_old.quote ->> 'plan',
        'postProductionHours', coalesce((v_old.quote ->> 'postProductionHours')::integer, 0),
        'hours', v_hours)
    end;
  end if;

  v_reason := public.club_closed_reason(v_date);
  if v_reason is not null then
    begin
      perform public.refuse_closed_day(v_date, v_reason);
    exception when sqlstate 'CLSDY' then
      get stacked diagnostics v_message = message_text;
      return jsonb_build_object('outcome', 'closed', 'message', v_message);
    end;
  end if;

  v_quote := public.quote_booking(v_request);
  if v_old.payment_status = 'paid-online' and (v_quote ->> 'total')::bigint <> v_old.total_paise then
    return jsonb_build_object('outcome', 'price-differs',
      'total_paise', (v_quote ->> 'total')::bigint, 'previous_total_paise', v_old.total_paise);
  end if;

  begin
    -- A lapsed hold in the new slot gives it up first, as 0010's trigger does for an insert.
    if v_starts is not null then
      update public.bookings b set status = 'expired'
      where b.resource = v_old.resource and b.status = 'pending_payment' and b.hold_expires_at <= now()
        and tstzrange(b.starts_at, b.ends_at, '[)')
          && tstzrange(v_starts, v_starts + make_interval(hours => v_hours), '[)');
    end if;
    update public.bookings b set
      date = v_date,
      starts_at = v_starts,
      ends_at = v_starts + make_interval(hours => v_hours),
      hours = case when v_starts is not null then v_hours end,
      quote = v_quote,
      total_paise = (v_quote ->> 'total')::bigint,
      sequence = b.sequence + 1
    where b.id = v_old.id
    returning * into v_row;
  exception
    when exclusion_violation then
      return jsonb_build_object('outcome', 'taken');
    when sqlstate 'BKLIM' then
      get stacked diagnostics v_detail = pg_exception_detail;
      return jsonb_build_object('outcome', 'limit', 'hours_per_week', v_detail::integer);
    -- 0006's bookings_window_check: no later than two months after the day it was first booked.
    when check_violation then
      return jsonb_build_object('outcome', 'too-far');
  end;

  insert into public.booking_moves (
    booking_id, sequence, from_starts_at, from_date, from_hours, from_total_paise,
    to_starts_at, to_date, to_hours, to_total_paise, moved_at
  ) values (
    v_row.id, v_row.sequence, v_old.starts_at, v_old.date, v_old.hours, v_old.total_paise,
    v_row.starts_at, v_row.date, v_row.hours, v_row.total_paise, p_now
  );
  -- The member's updated invitation, once per move (its key carries the sequence).
  perform public.owe_message('booking-rescheduled', v_row.id::text || ':' || v_row.sequence,
    v_row.contact_email, to_jsonb(v_row));
  return jsonb_build_object('outcome', 'moved', 'booking', to_jsonb(v_row),
    'previous_total_paise', v_old.total_paise);
end
$$;

revoke all on function public.booking_move_closes(public.bookings) from public, anon, authenticated;
revoke all on function public.reschedule_booking(uuid, uuid, jsonb, timestamptz)
  from public, anon, authenticated;
grant execute on function public.reschedule_booking(uuid, uuid, jsonb, timestamptz) to service_role;
