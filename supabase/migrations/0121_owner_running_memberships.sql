-- The owner's numbers at 100,000 leads (issue 40, quiet run of `npm run bench:scale`): the page
-- was 177 ms p50 / 202 ms p95 on the embedded database, over the 150 ms target (72 / 91 ms on
-- PostgreSQL). Its functions run one after another on the embedded database's one connection;
-- on PostgreSQL seats by month took 19 ms and MRR 18 ms of the 67. EXPLAIN (ANALYZE, BUFFERS) of
-- seats by month: a nested loop of the 12 months against all 5,000 memberships, 59,968 of
-- 60,000 pairs removed by the join filter to keep 32. Each membership runs in one stretch of
-- months, so each now generates only the months from its start to its end (clipped to the
-- window) and tests those: the same predicate on the pairs that can pass it. Both functions
-- read the running memberships from this one helper, so they agree on what "running" means.
-- Owned by lib/insights.
create function public.owner_running_memberships(p_from date, p_to date, p_today date)
returns table (month date, as_of date, plan text, seats integer, customer text, rent_paise bigint)
language sql stable security definer set search_path = public set jit = off as $$
  select mo.month, mo.as_of, m.plan, m.seats,
         coalesce(m.company_gstin, m.holder_user_id::text, lower(m.holder_email)),
         m.monthly_rent_paise
  from public.memberships m
  -- owner_months' months, written out: a function with its own search_path is never inlined,
  -- and called once per membership it cost the embedded database 650 ms at 5,000 memberships.
  cross join lateral (
    select g::date as month, least((g + interval '1 month' - interval '1 day')::date, p_today) as as_of
    from generate_series(date_trunc('month', greatest(m.start_date, p_from)::timestamp),
                         date_trunc('month', least(coalesce(m.end_date, p_to), p_to)::timestamp),
                         interval '1 month') g
  ) mo
  where m.status in ('active', 'notice', 'ended')
    and m.start_date <= p_to and (m.end_date is null or m.end_date >= p_from)
    and m.start_date <= mo.as_of and (m.end_date is null or m.end_date >= mo.as_of)
$$;

create or replace function public.owner_seats_by_month(p_from date, p_to date, p_today date)
returns table (month date, as_of date, plan text, seats integer, memberships integer)
language sql stable security definer set search_path = public set jit = off as $$
  select r.month, r.as_of, r.plan, sum(r.seats)::int, count(*)::int
  from public.owner_running_memberships(p_from, p_to, p_today) r
  group by r.month, r.as_of, r.plan
  order by r.month, r.plan
$$;

create or replace function public.owner_mrr_by_month(p_from date, p_to date, p_today date)
returns table (month date, mrr bigint, new_paise bigint, expansion_paise bigint,
  contraction_paise bigint, churn_paise bigint, customers integer)
language sql stable security definer set search_path = public set jit = off as $$
  with months as (
    select * from public.owner_months((p_from - interval '1 month')::date, p_to, p_today)
  ), running as (
    select r.month, r.customer, sum(r.rent_paise) as mrr
    from public.owner_running_memberships((p_from - interval '1 month')::date, p_to, p_today) r
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

revoke all on function public.owner_running_memberships(date, date, date) from public, anon, authenticated;
grant execute on function public.owner_running_memberships(date, date, date) to service_role;
