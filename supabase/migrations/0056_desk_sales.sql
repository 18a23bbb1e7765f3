-- Desk sales (issue 39): reception books a room or the studio, or sells a day pass, for a member
-- or a walk-in, paid there and then by cash, card or UPI. The rules are online booking's own:
-- public.book() of 0006 becomes public.book_for(user, ...), unchanged but for whom it books and an
-- optional desk payment, and book() calls it for auth.uid(). staff_sell_booking books through it
-- for the member the desk picked (or a walk-in, who has no account: a fresh id owns the booking),
-- so the same checks, prices, weekly hours limit and overlap constraint apply.
--
-- The desk payment is kept on the booking ({ method, reference, by, at }); the server then issues
-- the GST invoice through the payments ledger, and 0010's trigger e-mails it.

alter table public.bookings
  add column desk_payment jsonb constraint bookings_desk_payment_check check (
    desk_payment is null or (
      jsonb_typeof(desk_payment) = 'object'
      and desk_payment ->> 'method' in ('cash', 'card', 'upi')
      and (desk_payment ->> 'method' = 'cash' or coalesce(char_length(desk_payment ->> 'reference'), 0) between 4 and 64)
      and octet_length(desk_payment::text) <= 400
    )
  );

create function public.book_for(
  p_user uuid, p_request jsonb, p_contact jsonb, p_desk_payment jsonb default null
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user uuid := p_user;
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
    contact_name, contact_email, contact_phone, receive_promotions, status, payment_status,
    desk_payment
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
    case when v_kind in ('dedicated-desk', 'managed-office') then 'requested' else 'confirmed' end,
    -- Paid at the desk as it is booked: never a hold (0010's trigger holds only what is due).
    case when p_desk_payment is null then 'due-at-front-desk' else 'paid-at-front-desk' end,
    p_desk_payment
  )
  returning * into v_row;
  return v_row;
end
$$;

create or replace function public.book(p_request jsonb, p_contact jsonb)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
begin
  return public.book_for(auth.uid(), p_request, p_contact);
end
$$;

-- Staff only. Only what is paid outright online is sold at the desk: rooms, the studio, day passes.
create function public.staff_sell_booking(
  p_user uuid, p_request jsonb, p_contact jsonb, p_method text, p_reference text
)
returns public.bookings
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_staff text;
begin
  select s.email into v_staff from public.staff_members s where s.user_id = auth.uid();
  if v_staff is null then
    raise exception using errcode = 'insufficient_privilege', message = 'staff only';
  end if;
  if coalesce(p_request ->> 'kind', '') not in ('meeting-room', 'podcast-studio', 'day-pass') then
    perform public.refuse_booking('not sold at the desk');
  end if;
  return public.book_for(
    coalesce(p_user, gen_random_uuid()), p_request, p_contact,
    jsonb_build_object('method', p_method, 'reference', nullif(btrim(p_reference), ''),
      'by', v_staff, 'at', now())
  );
end
$$;

revoke all on function public.book_for(uuid, jsonb, jsonb, jsonb) from public, anon, authenticated;
revoke all on function public.book(jsonb, jsonb) from public;
grant execute on function public.book(jsonb, jsonb) to authenticated;
revoke all on function public.staff_sell_booking(uuid, jsonb, jsonb, text, text) from public, anon;
grant execute on function public.staff_sell_booking(uuid, jsonb, jsonb, text, text) to authenticated;
