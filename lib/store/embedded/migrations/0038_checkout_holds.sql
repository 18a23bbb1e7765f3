-- The unpaid orders each checkout client holds (lib/store/hold-limit.ts, issue 24 item 10), kept
-- here when the app runs on a PostgreSQL server (issue 26) so that every process counts the
-- same holds; the embedded database (one process) keeps them in memory and leaves this empty.
-- A client is `member:<user id>` or `address:<client address>`; instants are the app's clock in
-- milliseconds since the epoch. No foreign key: the order may be the hosted store's.
create table if not exists embedded_store.checkout_holds (
  client text not null constraint checkout_holds_client_length check (char_length(client) between 1 and 200),
  order_id text not null constraint checkout_holds_order_id_length check (char_length(order_id) between 1 and 120),
  held_until bigint not null,
  primary key (client, order_id)
);

create index if not exists checkout_holds_held_until_idx on embedded_store.checkout_holds (held_until);
