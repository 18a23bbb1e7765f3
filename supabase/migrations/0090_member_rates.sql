-- Member rates and plan credit settings (issue 38). Owned by lib/credits.
--
-- * Members (the holder or a seat user of an active membership, or one under notice) book meeting
--   rooms and the studio at the member rate: the owner's percent off list per product (default
--   20 %). For a room the member's discount replaces the length discount when it is larger (a
--   member never pays more than anyone else); the studio's hire is discounted, post-production and
--   tech support stay at list. lib/pricing/member-rates.ts is the same rule for the browser.
-- * Each plan includes room credit per seat per month, set by the owner in hours of the 4-seater
--   (default 4 for desks and offices, none for a virtual office), granted in paise of the
--   4-seater's member rate when the period is invoiced (0091).

-- IMPORTANT: 0089's seat_users_share_credit must be nullable (null reads as false):
-- create_membership_offer (0027) builds its row with jsonb_populate_record, which fills every key
-- it is not given with null, never the column's default (as 0048 notes for tds_rate_bp).
alter table public.memberships alter column seat_users_share_credit drop not null;

create table public.member_rates (
  product text primary key constraint member_rates_product_check check (
    product in ('meeting-room', 'podcast-studio')
  ),
  percent integer not null constraint member_rates_percent_check check (percent between 0 and 90),
  updated_at timestamptz not null default now(),
  updated_by text not null default 'setup'
);
insert into public.member_rates (product, percent) values ('meeting-room', 20), ('podcast-studio', 20);

create table public.plan_credits (
  plan text primary key constraint plan_credits_plan_check check (
    plan in ('dedicated-desk', 'managed-office', 'virtual-office')
  ),
  hours_per_seat integer not null constraint plan_credits_hours_check check (hours_per_seat between 0 and 200),
  updated_at timestamptz not null default now(),
  updated_by text not null default 'setup'
);
insert into public.plan_credits (plan, hours_per_seat)
values ('dedicated-desk', 4), ('managed-office', 4), ('virtual-office', 0);

alter table public.member_rates enable row level security;
alter table public.plan_credits enable row level security;
revoke all on table public.member_rates, public.plan_credits from public, anon, authenticated;

create function public.member_rate_percent(p_product text) returns integer
language sql stable security definer set search_path = '' as $$
  select coalesce((select r.percent from public.member_rates r where r.product = p_product), 0)
$$;

-- A member at `p_at`: the holder, or a seat user bound to their account, of a running membership.
create function public.is_member(p_user uuid, p_at timestamptz) returns boolean
language sql stable security definer set search_path = '' as $$
  select p_user is not null and exists (
    select 1 from public.memberships m
    where m.status in ('active', 'notice')
      and m.start_date <= public.club_local(p_at)::date
      and (m.end_date is null or m.end_date >= public.club_local(p_at)::date)
      and (m.holder_user_id = p_user or exists (
        select 1 from public.membership_seats s
        where s.membership_id = m.id and s.user_id = p_user and s.removed_at is null))
  )
$$;

-- A room or studio quote of quote_booking (0006) at the member rate; memberQuote of
-- lib/pricing/member-rates.ts. `listTotal` keeps what anyone else pays, shown beside it.
create function public.member_quote(p_quote jsonb, p_percent integer) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  v_percent integer;
  v_discount bigint;
  v_member_discount bigint;
begin
  if p_quote ->> 'kind' = 'meeting-room' then
    v_percent := greatest((p_quote ->> 'discountPercent')::integer, p_percent);
    v_discount := public.percent_of((p_quote ->> 'base')::bigint, v_percent);
    return p_quote || jsonb_build_object(
      'discountPercent', v_percent, 'discount', v_discount, 'memberPercent', p_percent,
      'listTotal', (p_quote ->> 'total')::bigint
    ) || public.with_gst(
      (p_quote ->> 'base')::bigint - v_discount + (p_quote ->> 'addOns')::bigint
    );
  elsif p_quote ->> 'kind' = 'podcast-studio' then
    v_member_discount := public.percent_of((p_quote ->> 'studio')::bigint, p_percent);
    return p_quote || jsonb_build_object(
      'memberPercent', p_percent, 'memberDiscount', v_member_discount,
      'listTotal', (p_quote ->> 'total')::bigint
    ) || public.with_gst(
      (p_quote ->> 'studio')::bigint - v_member_discount + (p_quote ->> 'postProduction')::bigint
    );
  end if;
  return p_quote;
end $$;

-- The room value of a quote that credit may pay for (before GST): a room's or the studio's hire
-- after discounts (not tech support or post-production), a day pass's price.
create function public.creditable_value(p_quote jsonb) returns bigint
language sql immutable set search_path = '' as $$
  select case p_quote ->> 'kind'
    when 'meeting-room' then (p_quote ->> 'base')::bigint - (p_quote ->> 'discount')::bigint
    when 'podcast-studio' then
      (p_quote ->> 'studio')::bigint - coalesce((p_quote ->> 'memberDiscount')::bigint, 0)
    when 'day-pass' then (p_quote ->> 'price')::bigint
    else 0
  end
$$;

-- The quote once `p_credit` paise of its value are paid by credit: GST on the money part only
-- (using included credit is not a new supply). quoteWithCredit of lib/pricing/member-rates.ts.
create function public.quote_with_credit(p_quote jsonb, p_credit bigint) returns jsonb
language plpgsql immutable set search_path = '' as $$
declare
  v_price bigint;
begin
  if p_quote ->> 'kind' = 'day-pass' then
    v_price := (p_quote ->> 'price')::bigint - p_credit;
    return p_quote || jsonb_build_object(
      'credit', p_credit, 'gst', public.percent_of(v_price, 18),
      'total', v_price + public.percent_of(v_price, 18)
    );
  end if;
  return p_quote || jsonb_build_object('credit', p_credit)
    || public.with_gst((p_quote ->> 'subtotal')::bigint - p_credit);
end $$;

-- Staff: the member rates and plan credit, and their changes (who, when).
create function public.member_rate_settings()
returns table (kind text, key text, value integer, updated_at timestamptz, updated_by text)
language sql stable security definer set search_path = '' as $$
  select 'rate', r.product, r.percent, r.updated_at, r.updated_by from public.member_rates r
  union all
  select 'credit', c.plan, c.hours_per_seat, c.updated_at, c.updated_by from public.plan_credits c
  order by 1 desc, 2
$$;

create function public.set_member_rate(p_product text, p_percent integer, p_actor text, p_at timestamptz)
returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.member_rates set percent = p_percent, updated_at = p_at, updated_by = p_actor
  where product = p_product;
  return found;
end $$;

create function public.set_plan_credit(p_plan text, p_hours integer, p_actor text, p_at timestamptz)
returns boolean
language plpgsql security definer set search_path = '' as $$
begin
  update public.plan_credits set hours_per_seat = p_hours, updated_at = p_at, updated_by = p_actor
  where plan = p_plan;
  return found;
end $$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'member_rate_percent(text)', 'is_member(uuid, timestamptz)', 'member_rate_settings()',
    'set_member_rate(text, integer, text, timestamptz)',
    'set_plan_credit(text, integer, text, timestamptz)'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
