import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase, type DatabaseSource, type SqlQueryable } from "@/lib/db";
import { HOLD_LIMITS } from "@/lib/store/checkout-rules";
import { StoreUnavailableError } from "@/lib/store/errors";
import type { StoreOrder } from "@/lib/store/types";

/** At most this many clients are tracked at once in memory (the oldest go first). */
const MAX_CLIENTS = 10_000;

type Held = { orderId: string; until: number };

/** Where the holds are kept: this process's memory, or the database every process shares. */
export interface HeldOrders {
  /** `client`'s holds that have not lapsed at `at` (ms). */
  live(client: string, at: number): Promise<Held[]>;
  /** Drops `orderIds` from `client`'s holds. */
  forget(client: string, orderIds: string[]): Promise<void>;
  add(client: string, held: Held, at: number): Promise<void>;
}

/** The embedded database's one process (and Supabase mode): a Map, oldest client first. */
export function memoryHeldOrders(): HeldOrders {
  const clients = new Map<string, Held[]>();
  const set = (client: string, held: Held[]) => {
    clients.delete(client);
    if (held.length > 0) clients.set(client, held);
    while (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value!);
  };
  return {
    async live(client, at) {
      const held = (clients.get(client) ?? []).filter((h) => h.until > at);
      if (held.length === 0) clients.delete(client);
      else clients.set(client, held);
      return held;
    },
    async forget(client, orderIds) {
      set(
        client,
        (clients.get(client) ?? []).filter((h) => !orderIds.includes(h.orderId)),
      );
    },
    async add(client, held) {
      set(client, [...(clients.get(client) ?? []), held]);
    },
  };
}

/**
 * The holds in `embedded_store.checkout_holds` (lib/store/embedded/migrations/0038), so that
 * every process on one PostgreSQL database counts the same ones. Lapsed holds are deleted as
 * orders are placed. A database that does not answer is the store's usual 503.
 */
export function databaseHeldOrders(source: DatabaseSource<SqlQueryable>): HeldOrders {
  const open = typeof source === "function" ? source : async () => source;
  const run = async <T>(work: (db: SqlQueryable) => Promise<T>): Promise<T> => {
    try {
      return await work(await open());
    } catch (error) {
      throw new StoreUnavailableError(`The checkout holds could not be read: ${String(error)}`);
    }
  };
  return {
    live: (client, at) =>
      run(async (db) => {
        const { rows } = await db.query<Held>(
          `select order_id as "orderId", held_until as until from embedded_store.checkout_holds
           where client = $1 and held_until > $2 order by held_until`,
          [client, at],
        );
        return rows;
      }),
    forget: (client, orderIds) =>
      run(async (db) => {
        await db.query(
          "delete from embedded_store.checkout_holds where client = $1 and order_id = any($2::text[])",
          [client, orderIds],
        );
      }),
    add: (client, { orderId, until }, at) =>
      run(async (db) => {
        await db.query("delete from embedded_store.checkout_holds where held_until <= $1", [at]);
        await db.query(
          `insert into embedded_store.checkout_holds (client, order_id, held_until) values ($1, $2, $3)
           on conflict (client, order_id) do update set held_until = excluded.held_until`,
          [client, orderId, until],
        );
      }),
  };
}

/** The database's holds on a PostgreSQL server (several processes), else memory; chosen on first use. */
function sharedHeldOrders(): HeldOrders {
  let chosen: HeldOrders | undefined;
  const held = () =>
    (chosen ??= getServerConfig().databaseUrl
      ? databaseHeldOrders(getDatabase)
      : memoryHeldOrders());
  return {
    live: (client, at) => held().live(client, at),
    forget: (client, orderIds) => held().forget(client, orderIds),
    add: (client, h, at) => held().add(client, h, at),
  };
}

/**
 * The unpaid orders each client holds (issue 24 item 10): an order holds its units until it is
 * paid or its hold lapses, so one client may keep only `liveHoldsPerClient` of them at once.
 * Kept where every process of the app sees them (`sharedHeldOrders`); a client is a member's
 * id, or else the request's address as the rate limits key it.
 */
export function createHoldLimit({
  max = HOLD_LIMITS.liveHoldsPerClient,
  now = () => Date.now(),
  held = sharedHeldOrders(),
}: { max?: number; now?: () => number; held?: HeldOrders } = {}) {
  return {
    /**
     * Whether `client` may place another order: its holds that lapsed, or whose order is no longer
     * waiting (paid, collected, cancelled: `read` answers it), no longer count. `most` is this
     * client's cap (an address's is lower than a member's), `max` unless given.
     */
    async mayHold(
      client: string,
      read: (orderId: string) => Promise<StoreOrder | null>,
      most: number = max,
    ): Promise<boolean> {
      let live = await held.live(client, now());
      if (live.length >= most) {
        const orders = await Promise.all(live.map((h) => read(h.orderId).catch(() => null)));
        const settled = live.filter((_, i) => orders[i]?.status !== "awaiting_payment");
        if (settled.length > 0)
          await held.forget(
            client,
            settled.map((h) => h.orderId),
          );
        live = live.filter((h) => !settled.includes(h));
      }
      return live.length < most;
    },

    /** Records an order placed for `client`, held until `until` (ms). */
    add(client: string, orderId: string, until: number): Promise<void> {
      return held.add(client, { orderId, until }, now());
    },
  };
}

export type HoldLimit = ReturnType<typeof createHoldLimit>;
