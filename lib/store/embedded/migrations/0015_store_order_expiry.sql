-- Unpaid orders do not hold stock for ever (issue 14, hoarding): an order still awaiting payment
-- after the hold (STORE_ORDER_HOLD_HOURS, default 72; an order paid online has its own, shorter
-- `hold_expires_at`, 0024) expires and its units go back on the shelf.
-- An embedded-only migration, like 0013 beside it.

alter table embedded_store.orders drop constraint if exists orders_status_check;
alter table embedded_store.orders add constraint orders_status_check
  check (status in ('awaiting_payment', 'paid', 'collected', 'cancelled', 'expired'));
alter table embedded_store.orders add column if not exists expired_at timestamptz;
alter table embedded_store.orders add column if not exists hold_expires_at timestamptz;

-- The unpaid orders older than `hold`, expired once each (a second sweep, or one running at the
-- same time, finds them gone), with their counted units returned to stock in the same
-- transaction. Answers how many orders it expired.
create or replace function embedded_store.expire_unpaid_orders(hold interval) returns integer
language plpgsql as $$
declare
  expired_count integer;
begin
  with due as (
    select id from embedded_store.orders
    where status = 'awaiting_payment' and coalesce(hold_expires_at, created_at + hold) <= now()
    for update skip locked
  ), expired as (
    update embedded_store.orders o set status = 'expired', expired_at = now()
    from due where o.id = due.id
    returning o.id
  ), units as (
    select variant_id, sum(quantity)::integer as quantity
    from embedded_store.order_lines
    where order_id in (select id from expired)
    group by variant_id
  ), released as (
    -- Only counted variants have a stock row; the others (gift cards) had nothing taken.
    update embedded_store.stock s set quantity = s.quantity + units.quantity, updated_at = now()
    from units where s.variant_id = units.variant_id
    returning 1
  )
  select count(*) into expired_count from expired;
  return expired_count;
end $$;
