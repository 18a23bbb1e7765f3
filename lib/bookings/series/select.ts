import "server-only";
import { getServerConfig } from "@/lib/config";
import { embeddedCaller, getDatabase, getSupabaseService, supabaseCaller } from "@/lib/db";
import { createSeriesStore, type SeriesStore } from "./store";

let store: SeriesStore | undefined;

/**
 * The series' store over the embedded database (or a PostgreSQL server), or over Supabase with the
 * service role in connected mode: like the payments ledger, the server books a series for the
 * member it has checked.
 */
export function getSeriesStore(): SeriesStore {
  if (store) return store;
  const config = getServerConfig();
  if (config.mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) {
      throw new Error(
        "Repeating bookings in connected mode need SUPABASE_SERVICE_ROLE_KEY: the server books the series.",
      );
    }
    store = createSeriesStore(supabaseCaller(() => admin));
  } else {
    store = createSeriesStore(embeddedCaller(getDatabase));
  }
  return store;
}
