import "server-only";
import { HOLD_LIMITS } from "@/lib/store/checkout-rules";
import type { StoreOrder } from "@/lib/store/types";

/** At most this many clients are tracked at once (the oldest go first). */
const MAX_CLIENTS = 10_000;

type Held = { orderId: string; until: number };

/**
 * The unpaid orders each client holds (issue 24 item 10): an order holds its units until it is
 * paid or its hold lapses, so one client may keep only `liveHoldsPerClient` of them at once. Held
 * in this process's memory, as the rate limits are (the embedded store is one process); a
 * client is a member's id, or else the request's address as the rate limits key it.
 */
export function createHoldLimit({
  max = HOLD_LIMITS.liveHoldsPerClient,
  now = () => Date.now(),
}: { max?: number; now?: () => number } = {}) {
  const clients = new Map<string, Held[]>();

  return {
    /**
     * Whether `client` may place another order: its holds that lapsed, or whose order is no longer
     * waiting (paid, collected, cancelled: `read` answers it), no longer count.
     */
    async mayHold(
      client: string,
      read: (orderId: string) => Promise<StoreOrder | null>,
    ): Promise<boolean> {
      const at = now();
      let held = (clients.get(client) ?? []).filter((h) => h.until > at);
      if (held.length >= max) {
        const orders = await Promise.all(held.map((h) => read(h.orderId).catch(() => null)));
        held = held.filter((_, i) => orders[i]?.status === "awaiting_payment");
      }
      if (held.length === 0) clients.delete(client);
      else clients.set(client, held);
      return held.length < max;
    },

    /** Records an order placed for `client`, held until `until` (ms). */
    add(client: string, orderId: string, until: number): void {
      const held = clients.get(client) ?? [];
      clients.delete(client);
      clients.set(client, [...held, { orderId, until }]);
      while (clients.size > MAX_CLIENTS) clients.delete(clients.keys().next().value!);
    },
  };
}

export type HoldLimit = ReturnType<typeof createHoldLimit>;
