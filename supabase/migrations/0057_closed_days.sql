-- Closed days (issue 39): the club is open Monday to Friday except the days on this list, which
-- the owner keeps (the three national holidays by default, every year) and staff extend from the
-- console (Diwali, Holi: dates that move). Owned by lib/visitors, with the desk.
--
-- The refusals are the database's, whoever books: rooms, the studio and day passes (a trigger on
-- bookings; weekends were refused already, 0006), guests registered for a date (a trigger on
-- visitors: closed days and weekends; walk-ins are at the desk, so the club is open), and tours
-- (tour_slot_is_bookable, which book_tour and reschedule_tour ask). Each refusal says the day and
-- why in words (SQLSTATE CLSDY), which the server shows as it is.

create table public.closed_days (
  day date primary key,
  reason text not null constraint closed_days_reason_length check (char_length(reason) between 1 and 80),
  -- The national holidays fall on the same month and day every year.
  annual boolean not null default false,
  added_by text not null,
  created_at timestamptz not null default now()
);

alter table public.closed_days enable row level security;
revoke all on table public.closed_days from public, anon, authenticated;

insert into public.closed_days (day, reason, annual, added_by) values
  ('2026-01-26', 'Republic Day', true, 'club'),
  ('2026-08-15', 'Independence Day', true, 'club'),
  ('2026-10-02', 'Gandhi Jayanti', true, 'club');

-- Why the club is closed on a date, or null when that date is not on the list.
create function public.club_closed_reason(p_date date) returns text
language sql stable security definer set search_path = '' as $$
  select c.reason from public.closed_days c
  where c.day = p_date or (c.annual and to_char(c.day, 'MM-DD') = to_char(p_date, 'MM-DD'))
  order by c.annual, c.day
  limit 1
$$;

-- The refusal, in the words the member reads: "The club is closed on Fri, 2 Oct 2026 (…)" (as
-- lib/format.ts's formatDateLabel writes dates).
create function public.refuse_closed_day(p_date date, p_reason text) returns void
language plpgsql immutable set search_path = '' as $$
begin
  raise exception using errcode = 'CLSDY',
    message = 'The club is closed on ' || to_char(p_date, 'Dy, FMDD Mon YYYY') || ' ('
      || p_reason || '). Please choose another day.';
end $$;

-- The list for the pages (public facts): every closed day in [p_from, p_to], at most a year.
create function public.list_closed_days(p_from date, p_to date) returns jsonb
language sql stable security definer set search_path = '' as $$
  select coalesce(jsonb_agg(jsonb_build_object('date', d.day, 'reason', d.reason) order by d.day), '[]')
  from (
    select g::date as day, public.club_closed_reason(g::date) as reason
    from generate_series(p_from, least(p_to, p_from + 366), interval '1 day') g
  ) d
  where d.reason is not null
$$;

create function public.staff_add_closed_day(p_day date, p_reason text) returns jsonb
language plpgsql security definer set search_path = '' as $$
begin
  perform public.visitors_require_staff();
  insert into public.closed_days (day, reason, added_by)
  values (p_day, btrim(p_reason), (select s.email from public.staff_members s where s.user_id = auth.uid()))
  on conflict (day) do update set reason = excluded.reason, added_by = excluded.added_by;
  return jsonb_build_object('date', p_day, 'reason', btrim(p_reason));
end $$;

-- A date staff added, or an annual holiday the owner no longer closes for.
create function public.staff_remove_closed_day(p_day date) returns boolean
language plpgsql security definer set search_path = '' as $$
declare v_gone integer;
begin
  perform public.visitors_require_staff();
  delete from public.closed_days c
  where c.day = p_day or (c.annual and to_char(c.day, 'MM-DD') = to_char(p_day, 'MM-DD'));
  get diagnostics v_gone = row_count;
  return v_gone > 0;
end $$;

-- Rooms, the studio and day passes: never booked for a closed day.
create function public.bookings_refuse_closed_day() returns trigger
language plpgsql set search_path = '' as $$
declare v_reason text;
begin
  if new.kind in ('meeting-room', 'podcast-studio', 'day-pass') and new.date is not null then
    v_reason := public.club_closed_reason(new.date);
    if v_reason is not null then perform public.refuse_closed_day(new.date, v_reason); end if;
  end if;
  return new;
end $$;
create trigger bookings_closed_day before insert on public.bookings
  for each row execute function public.bookings_refuse_closed_day();

-- Guests registered for a date: not on a closed day, nor at a weekend.
create function public.visitors_refuse_closed_day() returns trigger
language plpgsql set search_path = '' as $$
declare v_reason text;
begin
  if new.walk_in then return new; end if;
  v_reason := coalesce(public.club_closed_reason(new.visit_date),
    case when extract(isodow from new.visit_date) > 5 then 'weekend' end);
  if v_reason is not null then perform public.refuse_closed_day(new.visit_date, v_reason); end if;
  return new;
end $$;
create trigger visitors_closed_day before insert on public.visitors
  for each row execute function public.visitors_refuse_closed_day();

-- Tours: 0032's rule, and not on a closed day.
create or replace function public.tour_slot_is_bookable(p_starts_at timestamptz, p_now timestamptz)
returns boolean
language sql stable set search_path = public as $$
  select extract(isodow from local) between 1 and 5
    and local::time between time '10:00' and time '18:30'
    and extract(minute from local) in (0, 30) and extract(second from local) = 0
    and p_starts_at >= p_now + interval '2 hours'
    and p_starts_at <= p_now + interval '14 days'
    and public.club_closed_reason(local::date) is null
  from (select p_starts_at at time zone 'Asia/Kolkata' as local) s
$$;

revoke all on function public.club_closed_reason(date), public.refuse_closed_day(date, text)
  from public, anon;
revoke all on function public.list_closed_days(date, date) from public;
grant execute on function public.list_closed_days(date, date) to anon, authenticated, service_role;
revoke all on function public.staff_add_closed_day(date, text), public.staff_remove_closed_day(date)
  from public, anon;
grant execute on function public.staff_add_closed_day(date, text), public.staff_remove_closed_day(date)
  to authenticated;
