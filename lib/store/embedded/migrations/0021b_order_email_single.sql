-- Issue 24 item 3 for the embedded store: an order's contact address is one bare address
-- (0019's public.is_single_email_address), as every shared e-mail column now is. An
-- embedded-only migration.
alter table embedded_store.orders drop constraint if exists orders_contact_email_single;
alter table embedded_store.orders add constraint orders_contact_email_single
  check (contact_email is null or public.is_single_email_address(contact_email)) not valid;
