-- Store orders paid online (issue 12). Two things the ledger of 0010 and the invoices of 0008
-- needed for goods:
--
-- * A payment is for a booking or for a store order, exactly one. Store orders live where the
--   store keeps them (the embedded store's own schema, lib/store/embedded/payments.sql, which
--   settles them; the hosted store of connected mode takes its own payments), so the order is
--   named by its id only, with no foreign key. A guest's order has no member.
-- * Store prices include GST. The taxable value of a price is a whole number of paise, and so is
--   each half of its tax, so for some prices no taxable value adds back to exactly the price paid
--   (₹1,001 at 18%: 848.31 + 2 × 76.35 = 1,001.01). Invoices then carry the difference as a
--   "round off" of less than a rupee either way, as Indian invoices do.

alter table public.payments
  alter column booking_id drop not null,
  alter column user_id drop not null,
  add column store_order_id uuid,
  add constraint payments_subject_check check ((booking_id is null) <> (store_order_id is null));

create index payments_store_order_id_idx on public.payments (store_order_id, created_at desc)
  where store_order_id is not null;

alter table public.invoices
  add column round_off_paise bigint not null default 0
    constraint invoices_round_off_check check (round_off_paise between -99 and 99),
  drop constraint invoices_total_check,
  add constraint invoices_total_check check (
    total_paise = taxable_paise + cgst_paise + sgst_paise + igst_paise + round_off_paise
  );

-- A store order's late payment, refunded, told to the shopper.
insert into public.outbox_templates (name) values ('order-refunded');
