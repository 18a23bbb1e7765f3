import "server-only";
import { getServerConfig } from "@/lib/config";
import { embeddedCaller, getDatabase, getSupabaseService, supabaseCaller } from "@/lib/db";
import { createLateFeeStore, type LateFeeStore } from "@/lib/memberships/late-fees";
import { createMembershipStore, type MembershipStore } from "@/lib/memberships/store";

let store: MembershipStore | undefined;

/**
 * The memberships' store over the embedded database (or DATABASE_URL's server), or over Supabase
 * with the service role: billing is the club's own bookkeeping, so connected mode needs
 * SUPABASE_SERVICE_ROLE_KEY, as payments do.
 */
export function getMembershipStore(): MembershipStore {
  if (store) return store;
  const config = getServerConfig();
  if (config.mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) {
      throw new Error(
        "Memberships in connected mode need SUPABASE_SERVICE_ROLE_KEY: the server issues invoices itself.",
      );
    }
    store = createMembershipStore(supabaseCaller(() => admin));
  } else {
    store = createMembershipStore(embeddedCaller(getDatabase));
  }
  return store;
}

let lateFees: LateFeeStore | undefined;

/** The late fees' store (0084), over the same database as the memberships' (see above). */
export function getLateFeeStore(): LateFeeStore {
  if (lateFees) return lateFees;
  if (getServerConfig().mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) throw new Error("Late fees in connected mode need SUPABASE_SERVICE_ROLE_KEY.");
    lateFees = createLateFeeStore(supabaseCaller(() => admin));
  } else {
    lateFees = createLateFeeStore(embeddedCaller(getDatabase));
  }
  return lateFees;
}
