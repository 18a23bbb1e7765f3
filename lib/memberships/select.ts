import "server-only";
import { serverCaller } from "@/lib/db";
import { createLateFeeStore, type LateFeeStore } from "@/lib/memberships/late-fees";
import { createMembershipStore, type MembershipStore } from "@/lib/memberships/store";
import { createSeatChangeStore, type SeatChangeStore } from "@/lib/memberships/seat-change-store";

let store: MembershipStore | undefined;

/**
 * The memberships' store over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role: billing is the club's own bookkeeping, so connected mode needs
 * SUPABASE_SERVICE_ROLE_KEY, as payments do.
 */
export function getMembershipStore(): MembershipStore {
  return (store ??= createMembershipStore(serverCaller("Memberships")));
}

let lateFees: LateFeeStore | undefined;

/** The late fees' store (0084), over the same database as the memberships' (see above). */
export function getLateFeeStore(): LateFeeStore {
  return (lateFees ??= createLateFeeStore(serverCaller("Late fees")));
}

let seatChanges: SeatChangeStore | undefined;

/** Seat changes' store (0105), over the same database as the memberships' (see above). */
export function getSeatChangeStore(): SeatChangeStore {
  return (seatChanges ??= createSeatChangeStore(serverCaller("Seat changes")));
}
