import "server-only";
import { DataError, DataUnavailableError } from "@/lib/db";
import { sqlRunner, type DatabaseSource, type SqlDatabase } from "@/lib/db";
import { isUuid } from "@/lib/validation/uuid";
import { orderReference } from "@/lib/store/embedded/orders";
import type { OrderLine, OrderStatus } from "@/lib/store/types";

/** An order of the embedded store waiting at the front desk. */
export type OrderToCollect = {
  id: string;
  reference: string;
  status: OrderStatus;
  contactEmail?: string;
  currency: string;
  totalCents: number;
  createdAt: string;
  lines: Pick<OrderLine, "product_title" | "variant_title" | "quantity">[];
};

type Row = {
  id: string;
  status: OrderStatus;
  contact_email: string | null;
  currency: string;
  total_cents: number;
  created_at: string | Date;
  lines: OrderToCollect["lines"] | null;
};

/** Said where the hosted store (connected store mode) keeps the orders instead. */
export const HOSTED_ORDERS_MESSAGE = "Orders are managed in the hosted store's dashboard.";

// Paid, or to be paid at the desk. An order paid online is not there to collect until it is
// paid: unpaid, it is a hold that lapses (lib/store/embedded/payments.sql).
const TO_COLLECT =
  "(o.status = 'paid' or (o.status = 'awaiting_payment' and o.payment_method = 'pay_at_front_desk'))";

/**
 * The embedded store's orders as the front desk hands them over (lib/store/embedded/collection.sql).
 * Embedded mode only: the hosted store keeps its own orders and its own dashboard.
 */
export function createDeskOrders(
  source: DatabaseSource<SqlDatabase>,
  { orderHoldHours = 72 }: { orderHoldHours?: number } = {},
) {
  const run = sqlRunner(source, {
    toPortError: (error, action) =>
      error instanceof DataError
        ? error
        : new DataUnavailableError(`Could not ${action}`, { cause: error }),
  });

  return {
    /** Oldest first: the first to arrive waits longest. */
    listToCollect(): Promise<OrderToCollect[]> {
      return run("list the orders to collect", async (db) => {
        // An order past its hold is no longer to collect: expire it (and free its units) first.
        await db.query("select embedded_store.expire_unpaid_orders(make_interval(hours => $1))", [
          orderHoldHours,
        ]);
        const { rows } = await db.query<Row>(
          `select o.id, o.status, o.contact_email, o.currency, o.total_cents, o.created_at,
             (select json_agg(json_build_object('product_title', l.product_title,
                 'variant_title', l.variant_title, 'quantity', l.quantity) order by l.position)
              from embedded_store.order_lines l where l.order_id = o.id) as lines
           from embedded_store.orders o where ${TO_COLLECT} order by o.created_at, o.id`,
        );
        return rows.map((row) => ({
          id: row.id,
          reference: orderReference(row.id),
          status: row.status,
          contactEmail: row.contact_email ?? undefined,
          currency: row.currency,
          totalCents: row.total_cents,
          createdAt: new Date(row.created_at).toISOString(),
          lines: row.lines ?? [],
        }));
      });
    },

    /** Whether the order was waiting and is now collected (false: unknown, or already handed over). */
    async markCollected(id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      return run("mark an order collected", async (db) => {
        const { rows } = await db.query(
          `update embedded_store.orders o set status = 'collected', collected_at = now()
           where o.id = $1 and ${TO_COLLECT} returning o.id`,
          [id],
        );
        return rows.length === 1;
      });
    },
  };
}

export type DeskOrders = ReturnType<typeof createDeskOrders>;
