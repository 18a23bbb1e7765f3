-- The owner's numbers (issue 38): occupancy, room and studio use, revenue by product, MRR and its
-- movements, deposits held. Each is one set-based function over the tables that already hold the
-- facts, so the page reads a few small rows however long the club has run (issue 40: p95 within
-- 150 ms at 100,000 leads). Owned by lib/insights; the server calls them with the service role.
-- Months and weeks are club dates (Asia/Kolkata); money in paise.
--
-- `set jit = off` on each: at 100,000 leads the planner's estimates (a set-returning function
-- is guessed at 1,000 rows) crossed jit_above_cost, and PostgreSQL spent 2.6-3.3 s compiling
-- plans that then ran in 0.1 s (EXPLAIN ANALYZE's JIT timing, docs/performance.md).

-- The club's capacity in desk seats (dedicated desks and managed offices together): an owner-set
-- fact, one row; absent, lib/insights falls back to the site's facts ("500+" seats).
create table public.club_capacity (
  id boolean primary key default true constraint club_capacity_one_row check (id),
  seats integer not null constraint club_capacity_seats_check check (seats between 1 and 100000),
  updated_by text not null,
  updated_at timestamptz not null default now()
);
alter table public.club_capacity enable row level security;
revoke all on table public.club_capacity from public, anon, authenticated;

create function public.owner_capacity() returns integer
language sql stable security definer set search_path = public set jit = off as $$
  select seats from public.club_capacity where id
$$;

create function public.set_owner_capacity(p_seats integer, p_actor text) returns integer
language sql security definer set search_path = public as $$
  insert into public.club_capacity (id, seats, updated_by) values (true, p_seats, p_actor)
  on conflict (id) do update set seats = excluded.seats, updated_by = excluded.updated_by,
    updated_at = now()
  returning seats
$$;

-- The months from p_from's to p_to's (both club dates), each with the day its figures are taken
-- on: the month's last day, or p_today for the month still running.
create function public.owner_months(p_from date, p_to date, p_today date)
returns table (month date, as_of date)
language sql immutable rows 13 set search_path = public as $$
  select m::date, least((m + interval '1 month' - interval '1 day')::date, p_today)
  from generate_series(date_trunc('month', p_from::timestamp), date_trunc('month', p_to::timestamp),
                       interval '1 month') m
$$;

-- Seats sold by plan on each month's day: the memberships running that day (started, not yet
-- ended; an offer never accepted or cancelled never ran).
create function public.owner_seats_by_month(p_from date, p_to date, p_today date)
returns table (month date, as_of date, plan text, seats integer, memberships integer)
language sql stable security definer set search_path = public set jit = off as $$
  select mo.month, mo.as_of, m.plan, sum(m.seats)::int, count(*)::int
  from public.owner_months(p_from, p_to, p_today) mo
  join public.memberships m
    on m.status in ('active', 'notice', 'ended') and m.start_date <= mo.as_of
   and (m.end_date is null or m.end_date >= mo.as_of)
  group by mo.month, mo.as_of, m.plan
  order by mo.month, m.plan
$$;

-- MRR on each month's day and how it moved from the month before, per customer (a company by its
-- GSTIN, else the holder): a customer who had none is new, one who has none now churned, more is
-- expansion, less contraction. Ending one membership for a bigger one, the way seats change
-- today, is the customer's expansion, not a churn and a new.
create function public.owner_mrr_by_month(p_from date, p_to date, p_today date)
returns table (month date, mrr bigint, new_paise bigint, expansion_paise bigint,
  contraction_paise bigint, churn_paise bigint, customers integer)
language sql stable security definer set search_path = public set jit = off as $$
  with months as (
    select * from public.owner_months((p_from - interval '1 month')::date, p_to, p_today)
  ), running as (
    select mo.month, coalesce(m.company_gstin, m.holder_user_id::text, lower(m.holder_email)) as customer,
           sum(m.monthly_rent_paise) as mrr
    from months mo
    join public.memberships m
      on m.status in ('active', 'notice', 'ended') and m.start_date <= mo.as_of
     and (m.end_date is null or m.end_date >= mo.as_of)
    group by 1, 2
  ), pairs as (
    select month, customer, coalesce(sum(mrr) filter (where k = 0), 0) as cur,
           coalesce(sum(mrr) filter (where k = 1), 0) as prev
    from (select month, customer, mrr, 0 as k from running
          union all
          select (month + interval '1 month')::date, customer, mrr, 1 from running) x
    group by month, customer
  )
  select mo.month,
         coalesce(sum(p.cur), 0)::bigint,
         coalesce(sum(p.cur) filter (where p.prev = 0), 0)::bigint,
         coalesce(sum(p.cur - p.prev) filter (where p.prev > 0 and p.cur > p.prev), 0)::bigint,
         coalesce(sum(p.prev - p.cur) filter (where p.cur > 0 and p.cur < p.prev), 0)::bigint,
         coalesce(sum(p.prev) filter (where p.cur = 0), 0)::bigint,
         (count(*) filter (where p.cur > 0))::int
  from months mo
  left join pairs p on p.month = mo.month
  where mo.month >= date_trunc('month', p_from::timestamp)::date
  group by mo.month
  order by mo.month
$$;

-- Revenue before GST by product and month of issue, from the invoices the accountant exports
-- (0042's invoices_issued reads the same table): each line's taxable value, a credit note's
-- negative. A line that names its product (a pack, a room on a membership invoice) says what it
-- is; otherwise its subject and code do: membership rent, day passes, goods (HSN) or a store
-- order, and a booking's room or studio by the booking's kind.
create function public.owner_revenue_by_month(p_from date, p_to date)
returns table (month date, product text, net_paise bigint)
language sql stable security definer set search_path = public set jit = off as $$
  select date_trunc('month', i.issued_at at time zone 'Asia/Kolkata')::date,
         coalesce(l ->> 'product', case
           when i.subject = 'store-order' or l -> 'taxCode' ->> 'scheme' in ('HSN', 'none') then 'store'
           when i.subject = 'membership' then 'rent'
           when i.subject = 'day-pass' then 'passes'
           when i.subject = 'booking' and b.kind = 'podcast-studio' then 'studio'
           when i.subject = 'booking' and b.kind = 'meeting-room' then 'rooms'
           else 'other' end),
         sum(case when i.series = 'credit_note' then -1 else 1 end * (l ->> 'taxableValue')::bigint)::bigint
  from public.invoices i
  cross join lateral jsonb_array_elements(i.lines) l
  left join public.bookings b
    on b.id = case when i.subject = 'booking' and i.subject_id ~ '^[0-9a-f-]{36}$' then i.subject_id::uuid end
  where i.issued_at >= (p_from::timestamp at time zone 'Asia/Kolkata')
    and i.issued_at < ((p_to + 1)::timestamp at time zone 'Asia/Kolkata')
  group by 1, 2
  order by 1, 2
$$;

-- Room and studio use by week (Monday to Sunday, from p_from's week to p_to's): hours booked
-- (live bookings: confirmed or a no-show, who still held the room) against the hours open (the
-- club's days p_days, ISO weekdays, from p_opens to p_closes, less its closed days, 0057).
-- Reads bookings through the overlap constraint's index (resource, time range).
create function public.owner_room_use(p_from date, p_to date, p_resources text[], p_days integer[],
  p_opens time, p_closes time)
returns table (week date, resource text, booked_minutes integer, open_minutes integer)
language sql stable security definer set search_path = public set jit = off as $$
  with weeks as (
    select w::date as week,
           (w::timestamp at time zone 'Asia/Kolkata') as starts,
           ((w + interval '7 days')::timestamp at time zone 'Asia/Kolkata') as ends
    from generate_series(date_trunc('week', p_from::timestamp), date_trunc('week', p_to::timestamp),
                         interval '7 days') w
  ), open as (
    select w.week, (count(*) * extract(epoch from p_closes - p_opens) / 60)::int as minutes
    from weeks w
    cross join lateral generate_series(w.week::timestamp, (w.week + 6)::timestamp, interval '1 day') d
    where extract(isodow from d) = any (p_days) and public.club_closed_reason(d::date) is null
    group by w.week
  )
  select w.week, r.resource,
         coalesce((select sum(extract(epoch from least(b.ends_at, w.ends) - greatest(b.starts_at, w.starts)) / 60)
                   from public.bookings b
                   where b.resource = r.resource and b.starts_at is not null
                     and b.status not in ('cancelled', 'expired')
                     and tstzrange(b.starts_at, b.ends_at, '[)') && tstzrange(w.starts, w.ends, '[)')
                     and b.status in ('confirmed', 'no-show')), 0)::int,
         coalesce(o.minutes, 0)
  from weeks w
  cross join unnest(p_resources) as r(resource)
  left join open o on o.week = w.week
  order by w.week, array_position(p_resources, r.resource)
$$;

-- The security deposits the club holds: paid and not yet returned (held, or due back after a
-- membership ended). Not revenue: each has its own receipt (0041).
create function public.owner_deposits_held()
returns table (held_count integer, held_paise bigint, refund_due_count integer, refund_due_paise bigint)
language sql stable security definer set search_path = public set jit = off as $$
  select (count(*) filter (where deposit_state = 'held'))::int,
         coalesce(sum(deposit_paise) filter (where deposit_state = 'held'), 0)::bigint,
         (count(*) filter (where deposit_state = 'refund-due'))::int,
         coalesce(sum(deposit_paise) filter (where deposit_state = 'refund-due'), 0)::bigint
  from public.memberships
  where deposit_state in ('held', 'refund-due')
$$;

revoke all on function public.owner_months(date, date, date) from public, anon, authenticated;
revoke all on function public.owner_capacity() from public, anon, authenticated;
revoke all on function public.set_owner_capacity(integer, text) from public, anon, authenticated;
revoke all on function public.owner_seats_by_month(date, date, date) from public, anon, authenticated;
revoke all on function public.owner_mrr_by_month(date, date, date) from public, anon, authenticated;
revoke all on function public.owner_revenue_by_month(date, date) from public, anon, authenticated;
revoke all on function public.owner_room_use(date, date, text[], integer[], time, time) from public, anon, authenticated;
revoke all on function public.owner_deposits_held() from public, anon, authenticated;
grant execute on function public.owner_capacity() to service_role;
grant execute on function public.set_owner_capacity(integer, text) to service_role;
grant execute on function public.owner_seats_by_month(date, date, date) to service_role;
grant execute on function public.owner_mrr_by_month(date, date, date) to service_role;
grant execute on function public.owner_revenue_by_month(date, date) to service_role;
grant execute on function public.owner_room_use(date, date, text[], integer[], time, time) to service_role;
grant execute on function public.owner_deposits_held() to service_role;
