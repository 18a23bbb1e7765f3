import "server-only";
import { type SqlDatabase, sqlRunner, type DatabaseSource } from "@/lib/db";
import { catalogue as defaultCatalogue } from "@/lib/store/embedded/seed";
import { findProduct, queryCatalogue } from "@/lib/store/embedded/catalogue";
import { readOrders, writeOrder } from "@/lib/store/embedded/orders";
import { resolveCheckout } from "@/lib/store/embedded/resolve";
import { OutOfStockError, StoreError, StoreUnavailableError } from "@/lib/store/errors";
import type { StorePort } from "@/lib/store/port";
import type { ProductRecord, VariantStock } from "@/lib/store/types";

export type Database = SqlDatabase;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opening stock for every counted variant; rows already there (with their sales) are kept. */
async function seedStock(db: Database, records: ProductRecord[]): Promise<void> {
  const rows = records.flatMap((p) =>
    p.variants
      .filter((v) => v.manage_inventory)
      .map((v) => [v.id, p.id, Math.max(0, v.inventory_quantity ?? 0)] as const),
  );
  if (rows.length === 0) return;
  await db.query(
    `insert into embedded_store.stock (variant_id, product_id, quantity)
     select * from unnest($1::text[], $2::text[], $3::int[])
     on conflict (variant_id) do nothing`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

/**
 * The store over the local catalogue: products and prices come from `catalogue` (no database,
 * so pages can be prerendered), stock and orders from PGlite. `database` is a PGlite (tests hand
 * in an in-memory one) or a function opening the process's one on first use.
 */
export function createEmbeddedStoreAdapter(
  database: DatabaseSource<Database>,
  {
    catalogue = defaultCatalogue,
    orderHoldHours = 72,
  }: { catalogue?: ProductRecord[]; orderHoldHours?: number } = {},
): StorePort {
  // Before stock is read or taken, unpaid orders past their hold give their units back, so an
  // abandoned order never shows a product as sold out nor refuses a shopper (lib/store/embedded/expiry.sql).
  const releaseExpiredOrders = (db: Pick<Database, "query">) =>
    db.query("select embedded_store.expire_unpaid_orders(make_interval(hours => $1))", [
      orderHoldHours,
    ]);
  const run = sqlRunner(database, {
    prepare: (db) => seedStock(db, catalogue),
    toPortError: (error, action) =>
      error instanceof StoreError
        ? error
        : new StoreUnavailableError(`Could not ${action}`, { cause: error }),
  });

  return {
    listProducts: async (query) => queryCatalogue(catalogue, query),

    getProduct: async (id) => findProduct(catalogue, id),

    getStock: (productIds) =>
      run("read the stock", async (db) => {
        await releaseExpiredOrders(db);
        const wanted = catalogue.filter((p) => productIds.includes(p.id));
        const { rows } = await db.query<{ variant_id: string; quantity: number }>(
          "select variant_id, quantity from embedded_store.stock where product_id = any($1::text[])",
          [wanted.map((p) => p.id)],
        );
        const counted = new Map(rows.map((r) => [r.variant_id, r.quantity]));
        return wanted.flatMap((p) =>
          p.variants.map((v): VariantStock => ({
            id: v.id,
            inventory_quantity: v.manage_inventory ? (counted.get(v.id) ?? 0) : null,
          })),
        );
      }),

    checkout: async (input) => {
      // Prices, titles and availability come from the catalogue, never from the shopper.
      const order = resolveCheckout(catalogue, input.items);
      return run("place the order", async (db) => {
        const id = await db.transaction(async (tx) => {
          await releaseExpiredOrders(tx);
          // Each decrement is conditional, so two checkouts can never both take the last unit;
          // any line that cannot be served rolls the whole order back. Fixed order: no deadlocks.
          const counted = order.lines
            .filter((l) => l.manageInventory)
            .sort((a, b) => a.variant_id.localeCompare(b.variant_id));
          for (const line of counted) {
            const taken = await tx.query(
              `update embedded_store.stock set quantity = quantity - $2, updated_at = now()
               where variant_id = $1 and quantity >= $2 returning quantity`,
              [line.variant_id, line.quantity],
            );
            if (taken.rows.length === 0) {
              const { rows } = await tx.query<{ quantity: number }>(
                "select quantity from embedded_store.stock where variant_id = $1",
                [line.variant_id],
              );
              throw new OutOfStockError(
                line.product_title,
                line.variant_title,
                rows[0]?.quantity ?? 0,
              );
            }
          }
          const userId = input.userId && UUID.test(input.userId) ? input.userId : null;
          return writeOrder(tx, {
            ...order,
            userId,
            email: input.email,
            locale: input.locale,
            timeZone: input.timeZone,
          });
        });
        const url = new URL(input.successUrl);
        url.searchParams.set("order", id);
        return { url: url.toString() };
      });
    },

    getOrder: async (id) => {
      if (!UUID.test(id)) return null;
      const [order] = await run("read the order", (db) => readOrders(db, { id }));
      return order ?? null;
    },

    listOrdersByUser: async (userId) => {
      if (!UUID.test(userId)) return [];
      return run("read the orders", (db) => readOrders(db, { userId }));
    },
  };
}
