-- Collection at the front desk (the staff console's Orders page): when an order was handed over.
-- An embedded-only migration, like 0013 beside it.
alter table embedded_store.orders add column if not exists collected_at timestamptz;

-- The orders still to collect, oldest first, stay an index scan however many were collected.
create index if not exists orders_to_collect_idx on embedded_store.orders (created_at)
  where status in ('awaiting_payment', 'paid');
