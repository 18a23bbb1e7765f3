import "server-only";
import { getServerConfig } from "@/lib/config";
import { embeddedCaller, getDatabase, getSupabaseService, supabaseCaller } from "@/lib/db";
import { createInsightsStore, type InsightsStore } from "@/lib/insights/store";

let store: InsightsStore | undefined;

/**
 * The owner's numbers over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role, as the memberships' store: they read the club's books whole.
 */
export function getInsightsStore(): InsightsStore {
  if (store) return store;
  const config = getServerConfig();
  if (config.mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) {
      throw new Error("The owner's numbers in connected mode need SUPABASE_SERVICE_ROLE_KEY.");
    }
    store = createInsightsStore(supabaseCaller(() => admin));
  } else {
    store = createInsightsStore(embeddedCaller(getDatabase));
  }
  return store;
}
