import "server-only";
import { serverCaller } from "@/lib/db";
import { createInsightsStore, type InsightsStore } from "@/lib/insights/store";

let store: InsightsStore | undefined;

/**
 * The owner's numbers over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role, as the memberships' store: they read the club's books whole.
 */
export function getInsightsStore(): InsightsStore {
  return (store ??= createInsightsStore(serverCaller("The owner's numbers")));
}
