-- Plan credit granted, expired, drawn, returned and adjusted (issue 38). Owned by lib/credits.
--
-- * Granted when a period is invoiced: a trigger on membership_invoices, so every way of issuing
--   (0027's issue_membership_invoice, 0087's batch) grants exactly once, under 0089's unique
--   (membership, period_start). Seats × the plan's hours × the 4-seater's hourly member rate,
--   per month of the period (a part month prorated by day, as its rent is).
-- * A membership pool is counted per period: every row of it names the period_start of the grant
--   it belongs to, so a period's remainder is a sum, and at the period's end that remainder is
--   written off by one 'expiry' row (unique per period; lazily, whenever the pool is read or
--   drawn on, and when the next period is granted). Staff adjustments go to the running period
--   (or, with none, to no period: they never expire).
-- * Drawing locks the pool first (the membership row, `for update`; a member's packs by an
--   advisory lock), so two bookings never spend the same credit. Plan credit first (the period
--   ending first), then the member's packs, the one expiring first first.
-- * A return gives back the percent of what a booking drew to the pools it came from; a period
--   or pack that has expired meanwhile stays expired.

create unique index credit_ledger_plan_expiry_key on public.credit_ledger (membership_id, period_start)
  where entry = 'expiry' and pool_kind = 'membership';
create unique index credit_ledger_pack_expiry_key on public.credit_ledger (pack_id)
  where entry = 'expiry' and pool_kind = 'pack';

-- The value of one seat's monthly credit: the plan's hours of the 4-seater (₹600 an hour, 0006's
-- quote_booking) at the member rate for meeting rooms.
create function public.plan_credit_per_seat(p_plan text) returns bigint
language sql stable set search_path = '' as $$
  select coalesce(
    (select c.hours_per_seat from public.plan_credits c where c.plan = p_plan), 0
  ) * public.percent_of(60000, 100 - public.member_rate_percent('meeting-room'))
$$;

-- Writes off what is left of every period (and pack) of a pool that ended by `p_at`. Idempotent.
create function public.credit_expire_membership(p_membership uuid, p_at timestamptz) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_total bigint := 0;
begin
  for v in
    select g.period_start, g.expires_at,
      (select sum(l.amount_paise) from public.credit_ledger l
       where l.pool_kind = 'membership' and l.membership_id = p_membership
         and l.period_start = g.period_start)::bigint as left_paise
    from public.credit_ledger g
    where g.pool_kind = 'membership' and g.membership_id = p_membership and g.entry = 'grant'
      and g.expires_at <= p_at
      and not exists (
        select 1 from public.credit_ledger x
        where x.pool_kind = 'membership' and x.membership_id = p_membership
          and x.period_start = g.period_start and x.entry = 'expiry')
  loop
    if v.left_paise > 0 then
      insert into public.credit_ledger (
        pool_kind, membership_id, entry, amount_paise, applies_to, period_start, expires_at, actor, at
      ) values (
        'membership', p_membership, 'expiry', -v.left_paise, 'rooms', v.period_start, v.expires_at,
        'expiry', v.expires_at
      ) on conflict (membership_id, period_start) where entry = 'expiry' and pool_kind = 'membership'
        do nothing;
      if found then v_total := v_total + v.left_paise; end if;
    end if;
  end loop;
  return v_total;
end $$;

-- The same for a pack (pool_kind 'pack': one grant row per pack, with its expires_at).
create function public.credit_expire_pack(p_pack uuid, p_at timestamptz) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_grant public.credit_ledger;
  v_left bigint;
begin
  select * into v_grant from public.credit_ledger
  where pool_kind = 'pack' and pack_id = p_pack and entry = 'grant' and expires_at <= p_at
  order by at limit 1;
  if not found then return 0; end if;
  select coalesce(sum(amount_paise), 0) into v_left from public.credit_ledger where pack_id = p_pack;
  if v_left <= 0 then return 0; end if;
  insert into public.credit_ledger (
    pool_kind, pack_id, user_id, entry, amount_paise, applies_to, expires_at, actor, at
  ) values (
    'pack', p_pack, v_grant.user_id, 'expiry', -v_left, v_grant.applies_to, v_grant.expires_at,
    'expiry', v_grant.expires_at
  ) on conflict (pack_id) where entry = 'expiry' and pool_kind = 'pack' do nothing;
  return case when found then v_left else 0 end;
end $$;

-- The daily job's (and the billing run's) sweep: every pool's ended periods and packs.
create function public.credit_expire(p_at timestamptz) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_total bigint := 0;
begin
  for v in
    select distinct g.pool_kind, g.membership_id, g.pack_id from public.credit_ledger g
    where g.entry = 'grant' and g.expires_at <= p_at and not exists (
      select 1 from public.credit_ledger x where x.entry = 'expiry' and x.pool_kind = g.pool_kind
        and (x.pack_id = g.pack_id
          or (x.membership_id = g.membership_id and x.period_start = g.period_start)))
  loop
    v_total := v_total + case v.pool_kind
      when 'membership' then public.credit_expire_membership(v.membership_id, p_at)
      else public.credit_expire_pack(v.pack_id, p_at)
    end;
  end loop;
  return v_total;
end $$;

-- Grants a newly invoiced period's credit (once), and writes off the periods that ended before it.
create function public.grant_plan_credit() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  v_membership public.memberships;
  v_monthly bigint;
  v_value bigint := 0;
  v_month date;
  v_from date;
  v_to date;
  v_days integer;
begin
  -- A seat change's supplementary invoice (0105) grants nothing: its period's credit was granted
  -- with the period's own invoice, and the added seats' credit starts with the next period.
  if new.seat_change_id is not null then
    return null;
  end if;
  select * into v_membership from public.memberships where id = new.membership_id;
  v_monthly := public.plan_credit_per_seat(v_membership.plan) * v_membership.seats;
  v_month := date_trunc('month', new.period_start::timestamp)::date;
  while v_monthly > 0 and v_month <= new.period_end loop
    v_from := greatest(v_month, new.period_start);
    v_to := least((v_month + interval '1 month' - interval '1 day')::date, new.period_end);
    v_days := extract(day from (v_month + interval '1 month' - interval '1 day'))::integer;
    v_value := v_value + (v_monthly * (v_to - v_from + 1) * 2 + v_days) / (2 * v_days);
    v_month := (v_month + interval '1 month')::date;
  end loop;
  if v_value > 0 then
    insert into public.credit_ledger (
      pool_kind, membership_id, entry, amount_paise, applies_to, period_start, expires_at, actor, at
    ) values (
      'membership', new.membership_id, 'grant', v_value, 'rooms', new.period_start,
      ((new.period_end + 1)::timestamp) at time zone 'Asia/Kolkata', 'billing run', new.issued_at
    ) on conflict (membership_id, period_start) where entry = 'grant' and pool_kind = 'membership'
      do nothing;
  end if;
  perform public.credit_expire_membership(new.membership_id, new.issued_at);
  return null;
end $$;

create trigger membership_invoices_grant_credit after insert on public.membership_invoices
  for each row execute function public.grant_plan_credit();

-- The pool a member draws plan credit from at `p_at`: the membership they hold, else one they sit
-- on whose holder shares its credit with seat users. Null when none.
create function public.credit_pool_of(p_user uuid, p_at timestamptz) returns uuid
language sql stable security definer set search_path = '' as $$
  select m.id from public.memberships m
  where m.status in ('active', 'notice')
    and m.start_date <= public.club_local(p_at)::date
    and (m.end_date is null or m.end_date >= public.club_local(p_at)::date)
    and (m.holder_user_id = p_user or (m.seat_users_share_credit and exists (
      select 1 from public.membership_seats s
      where s.membership_id = m.id and s.user_id = p_user and s.removed_at is null)))
  order by coalesce(m.holder_user_id = p_user, false) desc, m.start_date
  limit 1
$$;

-- What is left of a membership pool's buckets at `p_at`: each running period (and the bucket of
-- adjustments outside any period), the one ending first first.
create function public.credit_buckets(p_membership uuid, p_at timestamptz)
returns table (period_start date, expires_at timestamptz, left_paise bigint)
language sql stable security definer set search_path = '' as $$
  select g.period_start, g.expires_at,
    (select sum(l.amount_paise) from public.credit_ledger l
     where l.pool_kind = 'membership' and l.membership_id = p_membership
       and l.period_start = g.period_start)::bigint
  from public.credit_ledger g
  where g.pool_kind = 'membership' and g.membership_id = p_membership and g.entry = 'grant'
    and g.period_start <= public.club_local(p_at)::date and g.expires_at > p_at
  union all
  select null, null, coalesce(sum(l.amount_paise), 0)::bigint from public.credit_ledger l
  where l.pool_kind = 'membership' and l.membership_id = p_membership and l.period_start is null
  order by 2 nulls last
$$;

create function public.credit_draw(
  p_user uuid, p_booking uuid, p_applies_to text, p_value bigint, p_at timestamptz default now()
) returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v_left bigint := greatest(coalesce(p_value, 0), 0);
  v_pool uuid;
  v_take bigint;
  v record;
begin
  if v_left = 0 or p_user is null then return 0; end if;
  if p_applies_to = 'rooms' then
    v_pool := public.credit_pool_of(p_user, p_at);
    if v_pool is not null then
      -- IMPORTANT: the pool's lock; a racing draw waits here and then sees this one's rows.
      perform 1 from public.memberships where id = v_pool for update;
      perform public.credit_expire_membership(v_pool, p_at);
      for v in select * from public.credit_buckets(v_pool, p_at) loop
        exit when v_left = 0;
        v_take := least(v_left, v.left_paise);
        if v_take > 0 then
          insert into public.credit_ledger (
            pool_kind, membership_id, user_id, entry, amount_paise, applies_to, period_start,
            expires_at, booking_id, actor, at
          ) values (
            'membership', v_pool, p_user, 'use', -v_take, 'rooms', v.period_start, v.expires_at,
            p_booking, p_user::text, p_at
          );
          v_left := v_left - v_take;
        end if;
      end loop;
    end if;
  end if;
  if v_left > 0 then
    perform pg_advisory_xact_lock(hashtextextended('credit-packs:' || p_user::text, 0));
    for v in
      select g.pack_id, g.expires_at,
        (select sum(l.amount_paise) from public.credit_ledger l where l.pack_id = g.pack_id)::bigint
          as left_paise
      from public.credit_ledger g
      where g.pool_kind = 'pack' and g.entry = 'grant' and g.user_id = p_user
        and g.applies_to = p_applies_to and (g.expires_at is null or g.expires_at > p_at)
      order by g.expires_at nulls last, g.at
    loop
      exit when v_left = 0;
      v_take := least(v_left, v.left_paise);
      if v_take > 0 then
        insert into public.credit_ledger (
          pool_kind, pack_id, user_id, entry, amount_paise, applies_to, expires_at, booking_id,
          actor, at
        ) values (
          'pack', v.pack_id, p_user, 'use', -v_take, p_applies_to, v.expires_at, p_booking,
          p_user::text, p_at
        );
        v_left := v_left - v_take;
      end if;
    end loop;
  end if;
  return greatest(coalesce(p_value, 0), 0) - v_left;
end $$;

create function public.credit_return(p_booking uuid, p_percent integer, p_at timestamptz default now())
returns bigint
language plpgsql security definer set search_path = '' as $$
declare
  v record;
  v_give bigint;
  v_total bigint := 0;
begin
  for v in
    select l.pool_kind, l.membership_id, l.period_start, l.pack_id, l.applies_to,
      (array_agg(l.user_id))[1] as user_id, max(l.expires_at) as expires_at,
      (-coalesce(sum(l.amount_paise) filter (where l.entry = 'use'), 0))::bigint as used,
      coalesce(sum(l.amount_paise) filter (where l.entry = 'return'), 0)::bigint as returned
    from public.credit_ledger l
    where l.booking_id = p_booking
    group by l.pool_kind, l.membership_id, l.period_start, l.pack_id, l.applies_to
  loop
    -- A period or pack that ended keeps its expiry: nothing goes back to it.
    continue when v.expires_at is not null and v.expires_at <= p_at;
    v_give := public.percent_of(v.used, greatest(least(p_percent, 100), 0)) - v.returned;
    continue when v_give <= 0;
    if v.pool_kind = 'membership' then
      perform 1 from public.memberships where id = v.membership_id for update;
    end if;
    insert into public.credit_ledger (
      pool_kind, membership_id, pack_id, user_id, entry, amount_paise, applies_to, period_start,
      expires_at, booking_id, actor, at
    ) values (
      v.pool_kind, v.membership_id, v.pack_id, v.user_id, 'return', v_give, v.applies_to,
      v.period_start, v.expires_at, p_booking, 'cancellation', p_at
    );
    v_total := v_total + v_give;
  end loop;
  return v_total;
end $$;

-- Staff adjust a membership pool with a reason: up, or down to no less than what is left of the
-- running period (or of the adjustments outside any period). Refused (check_violation) beyond it.
create function public.credit_adjust(
  p_membership uuid, p_amount bigint, p_reason text, p_actor text, p_at timestamptz
) returns public.credit_ledger
language plpgsql security definer set search_path = '' as $$
declare
  v_bucket record;
  v_row public.credit_ledger;
begin
  perform 1 from public.memberships where id = p_membership for update;
  if not found then
    raise exception using errcode = 'no_data_found', message = 'credit adjustment refused: no such membership';
  end if;
  perform public.credit_expire_membership(p_membership, p_at);
  select * into v_bucket from public.credit_buckets(p_membership, p_at) b
  order by b.expires_at nulls last limit 1;
  if p_amount < 0 and coalesce(v_bucket.left_paise, 0) + p_amount < 0 then
    raise exception using errcode = 'check_violation', message = 'credit adjustment refused: more than the balance';
  end if;
  insert into public.credit_ledger (
    pool_kind, membership_id, entry, amount_paise, applies_to, period_start, expires_at, reason,
    actor, at
  ) values (
    'membership', p_membership, 'adjust', p_amount, 'rooms', v_bucket.period_start,
    v_bucket.expires_at, btrim(p_reason), p_actor, p_at
  ) returning * into v_row;
  return v_row;
end $$;

-- A membership pool's balance at `p_at` (after writing off what ended) and its movements, newest
-- first.
create function public.credit_movements(p_membership uuid, p_at timestamptz)
returns setof public.credit_ledger
language plpgsql security definer set search_path = '' as $$
begin
  perform public.credit_expire_membership(p_membership, p_at);
  return query select * from public.credit_ledger l
    where l.pool_kind = 'membership' and l.membership_id = p_membership and l.at <= p_at
    order by l.at desc, l.id;
end $$;

-- The holder lets the company's seat users draw on its plan credit (or stops it).
create function public.set_seat_users_share_credit(
  p_membership uuid, p_holder uuid, p_share boolean, p_at timestamptz
) returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.memberships set seat_users_share_credit = p_share
  where id = p_membership and holder_user_id = p_holder and status in ('offered', 'active', 'notice');
  if not found then return false; end if;
  perform public.log_membership(p_membership, p_holder::text,
    case when p_share then 'credit shared with seat users' else 'credit no longer shared' end,
    null, p_at);
  return true;
end $$;

-- Who holds a pool and whether its seat users share it (the dashboard's switch).
create function public.credit_pool_facts(p_membership uuid)
returns table (holder_user_id uuid, shared boolean)
language sql stable security definer set search_path = '' as $$
  select m.holder_user_id, m.seat_users_share_credit from public.memberships m where m.id = p_membership
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'credit_expire_membership(uuid, timestamptz)', 'credit_expire_pack(uuid, timestamptz)',
    'credit_expire(timestamptz)', 'credit_pool_of(uuid, timestamptz)',
    'credit_buckets(uuid, timestamptz)', 'credit_draw(uuid, uuid, text, bigint, timestamptz)',
    'credit_return(uuid, integer, timestamptz)',
    'credit_adjust(uuid, bigint, text, text, timestamptz)',
    'credit_movements(uuid, timestamptz)',
    'set_seat_users_share_credit(uuid, uuid, boolean, timestamptz)',
    'plan_credit_per_seat(text)', 'credit_pool_facts(uuid)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
revoke all on function public.grant_plan_credit() from public;
