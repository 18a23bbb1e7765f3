import "server-only";
import { getServerConfig } from "@/lib/config";
import { embeddedCaller, getDatabase, getSupabaseService, supabaseCaller } from "@/lib/db";
import { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";

let store: RescheduleStore | undefined;

/**
 * The move's SQL function over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role: the server has checked the member, and the function takes their id.
 */
export function getRescheduleStore(): RescheduleStore {
  if (store) return store;
  const config = getServerConfig();
  if (config.mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) {
      throw new Error("Moving bookings in connected mode needs SUPABASE_SERVICE_ROLE_KEY.");
    }
    store = createRescheduleStore(supabaseCaller(() => admin));
  } else {
    store = createRescheduleStore(embeddedCaller(getDatabase));
  }
  return store;
}
