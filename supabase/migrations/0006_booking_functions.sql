-- Members no longer write bookings themselves. Through PostgREST, the column grants of
-- 0002_bookings.sql let a member insert any price (a room at 0 paise), any span (the 4-seater from
-- 2027 to 2030) and, on cancel, any refund and any cancellation time. From here on:
--
-- * `public.book(request, contact)` checks a request by the rules of spec section 5 with the
--   database's clock, prices it with the rules of lib/pricing (ported below, and compared with it
--   over many inputs by tests/unit/data/booking-functions.test.ts), and stores it for auth.uid();
-- * `public.cancel_booking(id)` cancels the member's own booking that has not started and works
--   out the refund and the cancellation time itself;
-- * table constraints hold every row, whoever writes it (the embedded server as owner too):
--   1-8 hours for a meeting room, within opening hours (09:00-20:00 club time, on the booking's
--   date), and no later than two calendar months after the day it was made;
-- * a trigger caps each member's live future hours of rooms and studio per club week
--   (`public.booking_hours_per_week()`, 10 unless the `app.booking_hours_per_week` setting says
--   otherwise), so one free account cannot hold every slot.
--
-- Both functions accept the statuses of 0005_staff_bookings.sql ('no-show', 'paid-at-front-desk'):
-- they only ever write 'confirmed', 'requested' and 'cancelled', and read any other as live.

revoke insert, update on table public.bookings from authenticated;
drop policy if exists "Users book for themselves" on public.bookings;
drop policy if exists "Users cancel their own future bookings" on public.bookings;

-- Club time: India keeps UTC+05:30 all year (lib/pricing/club-time.ts).
create function public.club_local(p_at timestamptz) returns timestamp
language sql immutable parallel safe set search_path = ''
as $$ select p_at at time zone 'Asia/Kolkata' $$;

alter table public.bookings
  add constraint bookings_duration_check check (
    starts_at is null
    or (ends_at - starts_at = make_interval(hours => hours)
        and (kind <> 'meeting-room' or hours between 1 and 8))
  ),
  add constraint bookings_opening_hours_check check (
    starts_at is null
    or (public.club_local(starts_at) >= date + time '09:00'
        and public.club_local(ends_at) <= date + time '20:00')
  ),
  add constraint bookings_window_check check (
    kind not in ('meeting-room', 'podcast-studio', 'day-pass')
    or date <= (public.club_local(created_at)::date + interval '2 months')::date
  );

-- percentOf of lib/pricing/money.ts for amounts >= 0: rounded to the paisa, halves up.
create function public.percent_of(p_amount bigint, p_percent integer) returns bigint
language sql immutable parallel safe set search_path = ''
as $$ select (p_amount * p_percent + 50) / 100 $$;

create function public.with_gst(p_subtotal bigint) returns jsonb
language sql immutable parallel safe set search_path = ''
as $$
  select jsonb_build_object(
    'subtotal', p_subtotal,
    'gst', public.percent_of(p_subtotal, 18),
    'total', p_subtotal + public.percent_of(p_subtotal, 18)
  )
$$;

create function public.refuse_booking(p_reason text) returns void
language plpgsql immutable set search_path = ''
as $$ begin raise exception using errcode = 'check_violation', message = 'booking refused: ' || p_reason; end $$;

-- The quote lib/pricing stores with a booking (`BookingQuote`), for a request already in range.
create function public.quote_booking(p_request jsonb) returns jsonb
language plpgsql immutable set search_path = ''
as $$
declare
  v_kind text := p_request ->> 'kind';
  v_hours integer;
  v_rate bigint;
  v_base bigint;
  v_percent integer;
  v_discount bigint;
  v_add_ons bigint;
  v_post integer;
  v_seats integer;
  v_term text := p_request ->> 'term';
  v_months integer;
  v_free integer;
  v_rent bigint;
  v_gst bigint;
begin
  if v_kind = 'meeting-room' then
    v_hours := (p_request ->> 'hours')::integer;
    v_rate := case p_request ->> 'room' when '4-seater' then 60000 when '8-seater' then 80000 end;
    v_base := v_rate * v_hours;
    v_percent := case when v_hours >= 8 then 20 when v_hours >= 4 then 10 else 0 end;
    v_discount := public.percent_of(v_base, v_percent);
    v_add_ons := case when (p_request ->> 'techSupport')::boolean then 30000 * v_hours else 0 end;
    return jsonb_build_object(
      'kind', v_kind, 'techSupport', (p_request ->> 'techSupport')::boolean,
      'room', p_request ->> 'room', 'hours', v_hours, 'hourlyRate', v_rate, 'base', v_base,
      'discountPercent', v_percent, 'discount', v_discount, 'addOns', v_add_ons
    ) || public.with_gst(v_base - v_discount + v_add_ons);
  elsif v_kind = 'podcast-studio' then
    v_hours := (p_request ->> 'hours')::integer;
    v_post := coalesce((p_request ->> 'postProductionHours')::integer, 0);
    v_rate := case p_request ->> 'plan' when 'basic' then 250000 when 'pro' then 300000 end;
    return jsonb_build_object(
      'kind', v_kind, 'plan', p_request ->> 'plan', 'hours', v_hours,
      'postProductionHours', v_post, 'hourlyRate', v_rate,
      'studio', v_rate * v_hours, 'postProduction', 1000000 * v_post
    ) || public.with_gst(v_rate * v_hours + 1000000 * v_post);
  elsif v_kind = 'day-pass' then
    return jsonb_build_object(
      'kind', v_kind, 'price', 60000, 'gst', public.percent_of(60000, 18),
      'total', 60000 + public.percent_of(60000, 18)
    );
  elsif v_kind in ('dedicated-desk', 'managed-office') then
    v_seats := (p_request ->> 'seats')::integer;
    if v_kind = 'managed-office' and v_seats not in (2, 4, 6, 15, 24, 35) then v_seats := 2; end if;
    v_rate := case v_kind when 'dedicated-desk' then 600000 else 900000 end;
    v_months := case v_term when 'monthly' then 1 when 'quarterly' then 3 when 'annual' then 12 end;
    v_free := case v_term when 'annual' then 1 else 0 end;
    v_rent := v_rate * v_seats;
    v_gst := public.percent_of(v_rent, 18);
    return jsonb_build_object(
      'kind', v_kind, 'product', v_kind, 'seats', v_seats, 'term', v_term, 'seatRate', v_rate,
      'monthlyRent', v_rent, 'gst', v_gst, 'monthlyTotal', v_rent + v_gst, 'deposit', v_rent * 4,
      'dueAtMoveIn', v_rent + v_gst + v_rent * 4, 'termMonths', v_months, 'freeMonths', v_free,
      'termTotal', v_rent * (v_months - v_free), 'termSaving', v_rent * v_free
    );
  end if;
  perform public.refuse_booking('unknown kind');
end
$$;

create function public.booking_hours_per_week() returns integer
language sql stable set search_path = ''
as $$ select coalesce(nullif(current_setting('app.booking_hours_per_week', true), '')::integer, 10) $$;

-- Hoarding: live future hours of rooms and studio per member and club week (Monday to Sunday),
-- counting the new row. Serialised per member, so two parallel requests cannot both fit.
-- Raised as BKLIM with the limit in DETAIL, which the adapters turn into BookingLimitError.
create function public.enforce_booking_hours_per_week() returns trigger
language plpgsql set search_path = ''
as $$
declare
  v_limit integer := public.booking_hours_per_week();
  v_week timestamp;
  v_held integer;
begin
  if new.starts_at is null or new.status = 'cancelled' then return new; end if;
  perform pg_advisory_xact_lock(hashtextextended('bookings:' || new.user_id::text, 0));
  v_week := date_trunc('week', public.club_local(new.starts_at));
  select coalesce(sum(b.hours), 0) into v_held
  from public.bookings b
  where b.user_id = new.user_id
    and b.id <> new.id
    and b.status <> 'cancelled'
    and b.starts_at is not null
    and b.starts_at > now()
    and date_trunc('week', public.club_local(b.starts_at)) = v_week;
  if v_held + new.hours > v_limit then
    raise exception using errcode = 'BKLIM', message = 'booking refused: weekly hours limit',
      detail = v_limit::text;
  end if;
  return new;
end
$$;

create trigger bookings_hours_per_week
  before insert or update of starts_at, ends_at, hours, status on public.bookings
  for each row execute function public.enforce_booking_hours_per_week();

-- The member's booking, checked and priced here: nothing in the request is trusted but its choices.
create function public.book(p_request jsonb, p_contact jsonb)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_kind text := p_request ->> 'kind';
  v_now timestamptz := now();
  v_today date := public.club_local(now())::date;
  v_latest date := (public.club_local(now())::date + interval '2 months')::date;
  v_date date;
  v_time text := p_request ->> 'time';
  v_hours integer;
  v_seats integer;
  v_starts timestamptz;
  v_resource text;
  v_quote jsonb;
  v_row public.bookings;
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'sign in to book';
  end if;
  if jsonb_typeof(p_request) <> 'object' or jsonb_typeof(p_contact) <> 'object' then
    perform public.refuse_booking('request and contact must be objects');
  end if;

  if v_kind in ('meeting-room', 'podcast-studio') then
    v_date := (p_request ->> 'date')::date;
    v_hours := (p_request ->> 'hours')::integer;
    if v_kind = 'meeting-room' then
      v_resource := p_request ->> 'room';
      if v_resource not in ('4-seater', '8-seater') then perform public.refuse_booking('room'); end if;
      if jsonb_typeof(p_request -> 'techSupport') <> 'boolean' then perform public.refuse_booking('techSupport'); end if;
      if v_hours not between 1 and 8 then perform public.refuse_booking('hours'); end if;
    else
      v_resource := 'studio';
      if coalesce(p_request ->> 'plan', '') not in ('basic', 'pro') then perform public.refuse_booking('plan'); end if;
      if coalesce((p_request ->> 'postProductionHours')::integer, 0) not between 0 and 100 then
        perform public.refuse_booking('post-production hours');
      end if;
    end if;
    if v_time is null or v_time !~ '^(09|1[0-9]):00$' then perform public.refuse_booking('start slot'); end if;
    if v_hours is null or v_hours < 1 then perform public.refuse_booking('hours'); end if;
    v_starts := (v_date + v_time::time) at time zone 'Asia/Kolkata';
    if v_starts < v_now + interval '60 minutes' then perform public.refuse_booking('lead time'); end if;
    if extract(isodow from v_date) > 5 then perform public.refuse_booking('weekdays only'); end if;
    if v_date > v_latest then perform public.refuse_booking('too far ahead'); end if;
    if v_date + v_time::time + make_interval(hours => v_hours) > v_date + time '20:00' then
      perform public.refuse_booking('past closing');
    end if;
  elsif v_kind = 'day-pass' then
    v_date := (p_request ->> 'date')::date;
    v_resource := 'day-pass';
    if v_date is null or v_date < v_today then perform public.refuse_booking('date'); end if;
    if extract(isodow from v_date) > 5 then perform public.refuse_booking('weekdays only'); end if;
    if v_date > v_latest then perform public.refuse_booking('too far ahead'); end if;
    if v_date = v_today and public.club_local(v_now) >= v_date + time '20:00' then
      perform public.refuse_booking('closed today');
    end if;
  elsif v_kind in ('dedicated-desk', 'managed-office') then
    v_date := (p_request ->> 'moveInDate')::date;
    v_resource := v_kind;
    v_seats := (p_request ->> 'seats')::integer;
    if coalesce(p_request ->> 'term', '') not in ('monthly', 'quarterly', 'annual') then
      perform public.refuse_booking('term');
    end if;
    if v_kind = 'dedicated-desk' then
      if v_date is null then perform public.refuse_booking('move-in date'); end if;
      if v_seats is null or v_seats not between 1 and 100 then perform public.refuse_booking('seats'); end if;
    else
      if (p_request ->> 'confirmSalesContact') is distinct from 'true' then
        perform public.refuse_booking('sales contact');
      end if;
      if v_seats is null or v_seats not in (2, 4, 6, 15, 24, 35) then perform public.refuse_booking('seats'); end if;
    end if;
    if v_date <= v_today then perform public.refuse_booking('move-in date'); end if;
  else
    perform public.refuse_booking('kind');
  end if;

  v_quote := public.quote_booking(p_request);
  insert into public.bookings (
    user_id, kind, resource, starts_at, ends_at, date, hours, seats, term, quote, total_paise,
    contact_name, contact_email, contact_phone, receive_promotions, status
  ) values (
    v_user, v_kind, v_resource, v_starts, v_starts + make_interval(hours => v_hours), v_date,
    case when v_starts is not null then v_hours end,
    case when v_seats is not null then (v_quote ->> 'seats')::integer end,
    case when v_seats is not null then p_request ->> 'term' end,
    v_quote,
    case v_kind
      when 'dedicated-desk' then (v_quote ->> 'dueAtMoveIn')::bigint
      when 'managed-office' then (v_quote ->> 'monthlyTotal')::bigint
      else (v_quote ->> 'total')::bigint
    end,
    nullif(p_contact ->> 'name', ''), p_contact ->> 'email', nullif(p_contact ->> 'phone', ''),
    coalesce((p_contact ->> 'receivePromotions')::boolean, false),
    case when v_kind in ('dedicated-desk', 'managed-office') then 'requested' else 'confirmed' end
  )
  returning * into v_row;
  return v_row;
end
$$;

-- The refund policy of lib/pricing/refunds.ts and cancellation.ts: rooms and the studio get 100%
-- more than 48 hours before the start, 50% from 24 hours, none later; day passes none, and desk and
-- office requests were never charged (0). Null when there is nothing the member may cancel.
create function public.cancel_booking(p_id uuid)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_now timestamptz := now();
  v_row public.bookings;
  v_hours_before numeric;
begin
  if v_user is null then
    raise exception using errcode = 'insufficient_privilege', message = 'sign in to cancel';
  end if;
  select * into v_row from public.bookings b
  where b.id = p_id and b.user_id = v_user and b.status in ('confirmed', 'requested')
    and (b.starts_at > v_now
      or (b.starts_at is null and (b.date is null or b.date > public.club_local(v_now)::date)))
  for update;
  if not found then return null; end if;

  v_hours_before := extract(epoch from (v_row.starts_at - v_now)) / 3600;
  update public.bookings b set
    status = 'cancelled',
    cancelled_at = v_now,
    refund_paise = case
      when b.kind not in ('meeting-room', 'podcast-studio') then 0
      when v_hours_before > 48 then b.total_paise
      when v_hours_before >= 24 then public.percent_of(b.total_paise, 50)
      else 0
    end
  where b.id = p_id
  returning * into v_row;
  return v_row;
end
$$;

revoke all on function public.book(jsonb, jsonb) from public;
revoke all on function public.cancel_booking(uuid) from public;
grant execute on function public.book(jsonb, jsonb) to authenticated;
grant execute on function public.cancel_booking(uuid) to authenticated;
revoke all on function public.enforce_booking_hours_per_week() from public;
revoke all on function public.refuse_booking(text) from public;
