import "server-only";
import { serverCaller } from "@/lib/db";
import { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";
import { createRepriceStore, type RepriceStore } from "@/lib/bookings/reschedule/reprice-store";

let store: RescheduleStore | undefined;

/**
 * The move's SQL function over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role: the server has checked the member, and the function takes their id.
 */
export function getRescheduleStore(): RescheduleStore {
  return (store ??= createRescheduleStore(serverCaller("Moving bookings")));
}

let repriceStore: RepriceStore | undefined;

/** The functions of a move to another price and of a booking's refunds by payment (0110), alike. */
export function getRepriceStore(): RepriceStore {
  return (repriceStore ??= createRepriceStore(serverCaller("Moving bookings to another price")));
}
