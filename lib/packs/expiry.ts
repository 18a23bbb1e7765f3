import "server-only";
import type { PackStore } from "./store";

export type PackExpiryReport = { reminders: number; expired: number };

/**
 * The packs' daily work as of `now`: the e-mail owed 7 days before a pack lapses, and the rest
 * of each lapsed pack written off by its 'expiry' row. Each happens once per pack however often
 * this runs (0095: the outbox's unique key, and the pack's row lock and marks).
 */
export async function runPackExpiryWith(store: PackStore, now: Date): Promise<PackExpiryReport> {
  const reminders = await store.oweExpiryReminders(now);
  const expired = await store.expire(now);
  return { reminders, expired };
}
