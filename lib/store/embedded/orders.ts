import "server-only";
import type { SqlQueryable } from "@/lib/db";
import type { ResolvedOrder } from "@/lib/store/embedded/resolve";
import type { OrderLine, OrderStatus, StoreOrder } from "@/lib/store/types";

type Queryable = SqlQueryable;

/** The short form quoted at the front desk: LC- and the id's first eight hex digits. */
export const orderReference = (id: string) =>
  `LC-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

/** Inserts the order and its lines (inside the caller's transaction); returns the order id. */
export async function writeOrder(
  tx: Queryable,
  order: ResolvedOrder & {
    userId: string | null;
    email: string | null;
    locale: string;
    timeZone: string;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `insert into embedded_store.orders (user_id, contact_email, currency, total_cents, locale, time_zone)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [
      order.userId,
      order.email,
      order.currency,
      order.total_cents,
      order.locale.slice(0, 35),
      order.timeZone.slice(0, 64),
    ],
  );
  const id = rows[0]!.id;
  const l = order.lines;
  await tx.query(
    `insert into embedded_store.order_lines
       (order_id, position, product_id, variant_id, product_title, variant_title, image_url, quantity, unit_price_cents)
     select $1, * from unnest($2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[])`,
    [
      id,
      l.map((_, i) => i),
      l.map((x) => x.product_id),
      l.map((x) => x.variant_id),
      l.map((x) => x.product_title),
      l.map((x) => x.variant_title),
      l.map((x) => x.image_url),
      l.map((x) => x.quantity),
      l.map((x) => x.unit_price_cents),
    ],
  );
  return id;
}

type OrderRow = {
  id: string;
  user_id: string | null;
  contact_email: string | null;
  status: OrderStatus;
  payment_method: StoreOrder["payment_method"];
  hold_expires_at: string | null;
  currency: string;
  total_cents: number;
  created_at: string;
  lines: OrderLine[] | null;
};

const ORDER_SELECT = `
  select o.id, o.user_id, o.contact_email, o.status, o.payment_method, o.currency, o.total_cents,
    to_char(o.hold_expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as hold_expires_at,
    to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
    (select json_agg(json_build_object(
        'product_id', l.product_id, 'variant_id', l.variant_id, 'product_title', l.product_title,
        'variant_title', l.variant_title, 'image_url', l.image_url, 'quantity', l.quantity,
        'unit_price_cents', l.unit_price_cents) order by l.position)
      from embedded_store.order_lines l where l.order_id = o.id) as lines
  from embedded_store.orders o`;

/** One order by id, or a member's orders (newest first, the latest 50). */
export async function readOrders(
  db: Queryable,
  by: { id: string } | { userId: string },
): Promise<StoreOrder[]> {
  const { rows } =
    "id" in by
      ? await db.query<OrderRow>(`${ORDER_SELECT} where o.id = $1`, [by.id])
      : await db.query<OrderRow>(
          `${ORDER_SELECT} where o.user_id = $1 order by o.created_at desc limit 50`,
          [by.userId],
        );
  return rows.map((row) => ({
    id: row.id,
    reference: orderReference(row.id),
    user_id: row.user_id,
    contact_email: row.contact_email,
    status: row.status,
    payment_method: row.payment_method,
    hold_expires_at: row.hold_expires_at,
    currency: row.currency,
    total_cents: row.total_cents,
    created_at: row.created_at,
    lines: row.lines ?? [],
  }));
}
