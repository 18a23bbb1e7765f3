-- Prepaid packs (issue 38): 10 room-hours and 5 day passes, sold online like a day pass, valid
-- 90 days, each with its GST tax invoice at sale. Owned by lib/packs.
--
-- * public.packs is one pack a member bought (or is buying): what it is worth in room value
--   (value_paise: 10 hours of the 4-seater, or 5 day passes, at list), its price before GST
--   (the owner's, public.pack_prices, else the server's default of 10 % under list) and its
--   total with GST. A pack is 'pending' until its payment is captured, then 'active'.
-- * Its credit is the credit ledger's (0089, lib/credits): the sale writes one 'grant' row
--   (pool_kind 'pack', pack_id, user_id, applies_to 'rooms' or 'day-pass', expires_at), the
--   bookings' credit_draw writes the 'use' and 'return' rows, and the day the pack lapses the
--   rest of it is written off by one 'expiry' row. A pack's balance is the sum of its rows.
-- * Valid 90 days: through the 90th club day after the sale (valid_until), so it expires at the
--   club's midnight that ends that day (expires_at), the instant credit_draw reads.
-- * Its payment is a row of public.payments naming the pack (pack_id), settled once under
--   0017's captured-payment step; its invoice has the subject 'pack' and is e-mailed with its
--   PDF like a booking's.
-- * Seven days before it lapses its holder is told once ('pack-expiring', unique in the outbox);
--   the expiry row is written once, under the pack's row lock.
-- Every function here is for the server (service_role) alone: it has checked who the member is.

create table public.pack_prices (
  product text primary key constraint pack_prices_product_check check (product in ('room-hours', 'day-passes')),
  price_paise bigint not null constraint pack_prices_price_check check (price_paise between 100 and 100000000),
  updated_by text not null constraint pack_prices_updated_by_length check (char_length(updated_by) between 1 and 254),
  updated_at timestamptz not null default now()
);
alter table public.pack_prices enable row level security;
revoke all on table public.pack_prices from public, anon, authenticated;

create table public.packs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null,
  product text not null constraint packs_product_check check (product in ('room-hours', 'day-passes')),
  applies_to text not null constraint packs_applies_to_check check (
    (product = 'room-hours' and applies_to = 'rooms') or (product = 'day-passes' and applies_to = 'day-pass')
  ),
  value_paise bigint not null constraint packs_value_check check (value_paise > 0),
  price_paise bigint not null constraint packs_price_check check (price_paise >= 100),
  total_paise bigint not null constraint packs_total_check check (total_paise >= price_paise),
  contact_name text constraint packs_contact_name_length check (char_length(contact_name) <= 200),
  contact_email text not null constraint packs_contact_email_length check (char_length(contact_email) between 3 and 254),
  status text not null default 'pending' constraint packs_status_check check (status in ('pending', 'active')),
  created_at timestamptz not null default now(),
  sold_at timestamptz,
  valid_until date,
  expires_at timestamptz,
  -- The expiry e-mail owed (once), and the expiry row written (once).
  reminded_at timestamptz,
  expired_at timestamptz,
  constraint packs_sold_check check (
    (status = 'active') = (sold_at is not null and valid_until is not null and expires_at is not null)
  )
);

create index packs_user_idx on public.packs (user_id, created_at desc);
create index packs_expiry_idx on public.packs (expires_at) where status = 'active' and expired_at is null;

alter table public.packs enable row level security;
revoke all on table public.packs from public, anon, authenticated;
grant select on table public.packs to authenticated;
create policy "Users read their own packs" on public.packs
  for select to authenticated using (user_id = (select auth.uid()));
create policy packs_staff_read on public.packs for select to authenticated using (public.is_staff());

-- A pack's payment: one more subject of the ledger of provider payments (0045's check).
alter table public.payments add column pack_id uuid references public.packs (id);
create index payments_pack_idx on public.payments (pack_id) where pack_id is not null;
alter table public.payments drop constraint payments_subject_check;
alter table public.payments add constraint payments_subject_check check (
  num_nonnulls(booking_id, store_order_id, pack_id)
    + (membership_invoice_id is not null or subscription_id is not null)::int = 1
);

-- A pack's tax invoice has its own subject.
alter table public.invoices drop constraint invoices_subject_check;
alter table public.invoices add constraint invoices_subject_check
  check (subject in ('booking', 'day-pass', 'store-order', 'membership', 'pack'));

insert into public.outbox_templates (name) values ('pack-expiring');

-- The owner's prices, where set (the server's defaults stand for the rest).
create function public.pack_price_overrides()
returns table (product text, price_paise bigint, updated_by text, updated_at timestamptz)
language sql stable security definer set search_path = ''
as $$ select product, price_paise, updated_by, updated_at from public.pack_prices order by product $$;

create function public.set_pack_price(p_product text, p_price bigint, p_actor text) returns public.pack_prices
language sql security definer set search_path = ''
as $$
  insert into public.pack_prices (product, price_paise, updated_by) values (p_product, p_price, p_actor)
  on conflict (product) do update set price_paise = excluded.price_paise,
    updated_by = excluded.updated_by, updated_at = now()
  returning *
$$;

-- A pack to pay for, priced by the server (value, price before GST, total with GST).
create function public.create_pack(
  p_user_id uuid, p_product text, p_value bigint, p_price bigint, p_total bigint, p_contact jsonb
) returns public.packs
language sql security definer set search_path = ''
as $$
  insert into public.packs (user_id, product, applies_to, value_paise, price_paise, total_paise,
    contact_name, contact_email)
  values (p_user_id, p_product, case p_product when 'room-hours' then 'rooms' else 'day-pass' end,
    p_value, p_price, p_total, nullif(p_contact ->> 'name', ''), p_contact ->> 'email')
  returning *
$$;

-- The provider order for a pending pack, for exactly its total.
create function public.record_pack_order(
  p_pack_id uuid, p_order_id text, p_amount bigint, p_buyer jsonb default '{}'
) returns public.payments
language plpgsql security definer set search_path = ''
as $$
declare
  v_pack public.packs;
  v_payment public.payments;
begin
  select * into v_pack from public.packs where id = p_pack_id for update;
  if not found or v_pack.status <> 'pending' then
    raise exception using errcode = 'check_violation', message = 'payment refused: the pack is not waiting for payment';
  end if;
  if v_pack.total_paise <> p_amount then
    raise exception using errcode = 'check_violation', message = 'payment refused: amount differs from the price';
  end if;
  insert into public.payments (order_id, pack_id, user_id, amount_paise, buyer)
  values (p_order_id, p_pack_id, v_pack.user_id, p_amount, coalesce(p_buyer, '{}'))
  returning * into v_payment;
  return v_payment;
end
$$;

-- Settles a captured payment for a pack, once, through 0017's step; the answers are
-- confirm_payment's. The first capture activates the pack: sold now, valid through the 90th club
-- day after today, its credit granted in the ledger. A pack is never short of anything, so a late
-- payment still buys it; only a second payment (another order of a pack already paid) goes back.
create function public.confirm_pack_payment(
  p_order_id text, p_payment_id text, p_method text, p_amount bigint
) returns table (outcome text, pack_id uuid)
language plpgsql security definer set search_path = ''
as $$
declare
  v_step record;
  v_pack public.packs;
  v_until date;
begin
  select * into v_step from public.capture_payment(p_order_id, p_payment_id, p_method, p_amount);
  if v_step.step = 'unknown' then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  select k.* into v_pack from public.packs k
  join public.payments p on p.pack_id = k.id
  where p.id = v_step.payment_row_id
  for update of k;
  if not found then
    return query select 'unknown'::text, null::uuid;
    return;
  end if;
  if v_step.step = 'refunded' then
    return query select 'refunded'::text, v_pack.id;
    return;
  elsif v_step.step = 'extra' then
    return query select 'refund'::text, v_pack.id;
    return;
  elsif v_step.step = 'again' then
    return query select case when v_step.confirmed then 'settled' else 'refund' end, v_pack.id;
    return;
  elsif v_pack.status <> 'pending' then
    return query select 'refund'::text, v_pack.id;
    return;
  end if;

  v_until := public.club_local(now())::date + 90;
  update public.packs set status = 'active', sold_at = now(), valid_until = v_until,
    expires_at = (v_until + 1)::timestamp at time zone 'Asia/Kolkata'
  where id = v_pack.id
  returning * into v_pack;
  insert into public.credit_ledger (pool_kind, pack_id, user_id, entry, amount_paise, applies_to,
    expires_at, actor, at)
  values ('pack', v_pack.id, v_pack.user_id, 'grant', v_pack.value_paise, v_pack.applies_to,
    v_pack.expires_at, 'sale', v_pack.sold_at);
  perform public.mark_payment_confirmed(v_step.payment_row_id);
  return query select 'confirmed'::text, v_pack.id;
end
$$;

-- What is left of each pack: the sum of its ledger rows.
create function public.pack_balance(p_pack_id uuid) returns bigint
language sql stable security definer set search_path = ''
as $$ select coalesce(sum(amount_paise), 0)::bigint from public.credit_ledger where pack_id = p_pack_id $$;

-- A member's packs bought (never the unpaid ones), newest first, each with what is left; and
-- one pack so. Flat rows, so every driver reads them alike.
create function public.packs_for_user(p_user_id uuid)
returns table (id uuid, user_id uuid, product text, applies_to text, value_paise bigint,
  price_paise bigint, total_paise bigint, contact_name text, contact_email text, status text, sold_at timestamptz,
  valid_until date, expires_at timestamptz, expired_at timestamptz, balance_paise bigint)
language sql stable security definer set search_path = ''
as $$
  select k.id, k.user_id, k.product, k.applies_to, k.value_paise, k.price_paise, k.total_paise,
    k.contact_name, k.contact_email, k.status, k.sold_at, k.valid_until, k.expires_at, k.expired_at,
    public.pack_balance(k.id)
  from public.packs k
  where k.user_id = p_user_id and k.status = 'active'
  order by k.sold_at desc limit 50
$$;

create function public.pack_by_id(p_pack_id uuid)
returns table (id uuid, user_id uuid, product text, applies_to text, value_paise bigint,
  price_paise bigint, total_paise bigint, contact_name text, contact_email text, status text, sold_at timestamptz,
  valid_until date, expires_at timestamptz, expired_at timestamptz, balance_paise bigint)
language sql stable security definer set search_path = ''
as $$
  select k.id, k.user_id, k.product, k.applies_to, k.value_paise, k.price_paise, k.total_paise,
    k.contact_name, k.contact_email, k.status, k.sold_at, k.valid_until, k.expires_at, k.expired_at,
    public.pack_balance(k.id)
  from public.packs k where k.id = p_pack_id
$$;

-- The e-mail 7 days before a pack lapses, owed once per pack (the outbox's unique key, and
-- reminded_at) to a pack with credit left. Answers how many were owed now.
create function public.owe_pack_expiry_reminders(p_at timestamptz) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_pack public.packs;
  v_left bigint;
  v_count integer := 0;
begin
  for v_pack in
    select * from public.packs
    where status = 'active' and reminded_at is null and expired_at is null
      and expires_at > p_at and expires_at <= p_at + interval '7 days'
    order by expires_at
    for update skip locked
  loop
    v_left := public.pack_balance(v_pack.id);
    if v_left > 0 then
      perform public.owe_message('pack-expiring', v_pack.id::text, v_pack.contact_email,
        to_jsonb(v_pack) || jsonb_build_object('balance_paise', v_left));
      v_count := v_count + 1;
    end if;
    update public.packs set reminded_at = p_at where id = v_pack.id;
  end loop;
  return v_count;
end
$$;

-- Packs whose 90 days are over: what is left written off by one 'expiry' row each (dated when
-- the pack lapsed), once, under the pack's row lock. Answers how many packs expired now.
create function public.expire_packs(p_at timestamptz) returns integer
language plpgsql security definer set search_path = ''
as $$
declare
  v_pack public.packs;
  v_left bigint;
  v_count integer := 0;
begin
  for v_pack in
    select * from public.packs
    where status = 'active' and expired_at is null and expires_at <= p_at
    order by expires_at
    for update skip locked
  loop
    v_left := public.pack_balance(v_pack.id);
    if v_left > 0 then
      insert into public.credit_ledger (pool_kind, pack_id, user_id, entry, amount_paise,
        applies_to, expires_at, actor, at)
      values ('pack', v_pack.id, v_pack.user_id, 'expiry', -v_left, v_pack.applies_to,
        v_pack.expires_at, 'expiry', v_pack.expires_at);
    end if;
    update public.packs set expired_at = p_at where id = v_pack.id;
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- A pack's tax invoice, e-mailed with its PDF as soon as it is issued ('payment-receipt', as a
-- booking's). Its own trigger beside 0010's, which knows bookings alone.
create function public.outbox_on_pack_invoice() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  v_email text;
begin
  select k.contact_email into v_email from public.packs k where k.id::text = new.subject_id;
  if v_email is not null then
    perform public.owe_message('payment-receipt', new.number, v_email, to_jsonb(new)
      || jsonb_build_object('original_number',
        (select i.number from public.invoices i where i.id = new.credit_note_for)));
  end if;
  return null;
end $$;

create trigger invoices_pack_outbox after insert on public.invoices
  for each row when (new.subject = 'pack') execute function public.outbox_on_pack_invoice();

-- 0079's reconciliation, with a pack's confirmed payment applied like a booking's. (Replaced in
-- place: 0045's grants stand.)
create or replace function public.payments_reconciliation(p_from date, p_to date)
returns table (ledger_captured bigint, ledger_applied bigint, ledger_refunded bigint,
  books_captured bigint, books_applied bigint, books_refunded bigint)
language sql stable security definer set search_path = public as $$
  with captured as (
    select * from public.captured_payments c
    where public.club_local(c.at)::date between p_from and p_to
  ), series_refunds as (
    select s.payment_id, sum(s.amount_paise)::bigint as amount_paise
    from public.booking_series_refunds s where s.status <> 'failed'
    group by s.payment_id
  ), refunded as (
    select (
      coalesce((select sum(r.amount_paise) from public.payment_refunds r
        join captured c on c.payment_id = r.payment_id), 0)
      + coalesce((select sum(s.amount_paise) from series_refunds s
        join captured c on c.payment_id = s.payment_id), 0)
    )::bigint as total
  ), applied as (
    select (
      coalesce((select sum(mi.amount_due_paise) from public.membership_invoices mi
        join captured c on c.payment_id = mi.payment_reference
        where mi.status = 'paid' and mi.payment_method in ('online', 'autopay')), 0)
      + coalesce((select sum(p.amount_paise - coalesce(r.amount_paise, 0) - coalesce(s.amount_paise, 0))
        from public.payments p
        join captured c on c.payment_id = p.payment_id
        left join public.payment_refunds r on r.payment_id = p.payment_id and r.reason = 'cancellation'
        left join series_refunds s on s.payment_id = p.payment_id
        where p.confirmed_at is not null
          and (p.booking_id is not null or p.store_order_id is not null or p.pack_id is not null)), 0)
    )::bigint as total
  )
  select (select coalesce(sum(amount_paise), 0) from captured)::bigint,
    (select coalesce(sum(amount_paise), 0) from captured)::bigint - refunded.total,
    refunded.total,
    applied.total + refunded.total, applied.total, refunded.total
  from refunded, applied
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'pack_price_overrides()', 'set_pack_price(text, bigint, text)',
    'create_pack(uuid, text, bigint, bigint, bigint, jsonb)',
    'record_pack_order(uuid, text, bigint, jsonb)',
    'confirm_pack_payment(text, text, text, bigint)', 'pack_balance(uuid)',
    'packs_for_user(uuid)', 'pack_by_id(uuid)', 'owe_pack_expiry_reminders(timestamptz)',
    'expire_packs(timestamptz)', 'outbox_on_pack_invoice()'
  ] loop
    execute format('revoke all on function public.%s from public, anon, authenticated', f);
    execute format('grant execute on function public.%s to service_role', f);
  end loop;
end $$;
