-- The embedded store's stock and orders. NOT a Supabase migration: these tables back the local
-- catalogue (lib/store/embedded/seed.ts). In connected mode the hosted store (spec section 7)
-- keeps its own stock and orders, and a Supabase copy of either would be a second source of
-- truth. An embedded-only migration (lib/db/migrate.ts), applied once; its statements stayed
-- idempotent so that databases from before migrations were recorded take it.

create schema if not exists embedded_store;
revoke all on schema embedded_store from public;

-- One row per variant that counts its stock, seeded from the catalogue's opening quantities.
-- The check is the last line of defence against overselling: a checkout that would take the
-- quantity below zero fails instead.
create table if not exists embedded_store.stock (
  variant_id text primary key constraint stock_variant_id_length check (char_length(variant_id) between 1 and 120),
  product_id text not null constraint stock_product_id_length check (char_length(product_id) between 1 and 120),
  quantity integer not null constraint stock_quantity_not_negative check (quantity >= 0),
  updated_at timestamptz not null default now()
);

create index if not exists stock_product_id_idx on embedded_store.stock (product_id);

-- Orders are payable on collection at the front desk; user_id names the signed-in member, if any
-- (no foreign key: members live in embedded_auth.users or in Supabase's auth.users).
create table if not exists embedded_store.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid,
  status text not null default 'awaiting_payment'
    constraint orders_status_check check (status in ('awaiting_payment', 'paid', 'collected', 'cancelled')),
  payment_method text not null default 'pay_at_front_desk'
    constraint orders_payment_method_check check (payment_method in ('pay_at_front_desk')),
  currency text not null constraint orders_currency_format check (currency ~ '^[A-Z]{3}$'),
  total_cents integer not null constraint orders_total_not_negative check (total_cents >= 0),
  locale text constraint orders_locale_length check (char_length(locale) between 2 and 35),
  time_zone text constraint orders_time_zone_length check (char_length(time_zone) between 1 and 64),
  created_at timestamptz not null default now()
);

create index if not exists orders_user_id_idx
  on embedded_store.orders (user_id, created_at desc) where user_id is not null;

create table if not exists embedded_store.order_lines (
  order_id uuid not null references embedded_store.orders (id) on delete cascade,
  position smallint not null constraint order_lines_position_range check (position between 0 and 99),
  product_id text not null,
  variant_id text not null,
  product_title text not null,
  variant_title text not null,
  image_url text,
  quantity integer not null constraint order_lines_quantity_positive check (quantity between 1 and 999),
  unit_price_cents integer not null constraint order_lines_price_not_negative check (unit_price_cents >= 0),
  primary key (order_id, position)
);

-- The address the order confirmation goes to: the signed-in member's, or none (a guest's order
-- still alerts the staff).
alter table embedded_store.orders add column if not exists contact_email text
  constraint orders_contact_email_length check (char_length(contact_email) between 3 and 254);

-- The order's e-mails, owed in the order's own transaction (see supabase/migrations/0003_outbox.sql):
-- the confirmation with the collection details and an alert to staff. For an order paid at the
-- desk, by a constraint trigger deferred to commit, because the lines are inserted after the
-- order row and belong in both; for one paid online, when its payment is settled (0024).
create or replace function embedded_store.owe_order_messages(p_order_id uuid) returns void
language plpgsql security definer set search_path = public, embedded_store as $$
declare
  payload jsonb;
  email text;
begin
  select to_jsonb(o) || jsonb_build_object('lines', coalesce((
      select jsonb_agg(jsonb_build_object(
          'product_title', l.product_title, 'variant_title', l.variant_title,
          'quantity', l.quantity, 'unit_price_cents', l.unit_price_cents) order by l.position)
      from embedded_store.order_lines l where l.order_id = o.id), '[]'::jsonb)), o.contact_email
    into payload, email
  from embedded_store.orders o where o.id = p_order_id;
  if email is not null then
    perform public.owe_message('order-confirmation', p_order_id::text, email, payload);
  end if;
  perform public.owe_message('staff-alert', p_order_id::text, null,
    jsonb_build_object('kind', 'order', 'record', payload));
end $$;

create or replace function embedded_store.outbox_on_order() returns trigger
language plpgsql security definer set search_path = public, embedded_store as $$
begin
  if new.payment_method = 'pay_at_front_desk' then
    perform embedded_store.owe_order_messages(new.id);
  end if;
  return null;
end $$;

do $$
begin
  if not exists (select 1 from pg_trigger where tgname = 'orders_outbox'
                 and tgrelid = 'embedded_store.orders'::regclass) then
    create constraint trigger orders_outbox after insert on embedded_store.orders
      deferrable initially deferred
      for each row execute function embedded_store.outbox_on_order();
  end if;
end $$;
