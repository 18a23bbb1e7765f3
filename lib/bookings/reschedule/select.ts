import "server-only";
import { serverCaller } from "@/lib/db";
import { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";

let store: RescheduleStore | undefined;

/**
 * The move's SQL function over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role: the server has checked the member, and the function takes their id.
 */
export function getRescheduleStore(): RescheduleStore {
  return (store ??= createRescheduleStore(serverCaller("Moving bookings")));
}
