import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase, getSupabaseService } from "@/lib/db";
import { createPaymentLedger, type PaymentLedger } from "./index";
import { embeddedCaller, supabaseCaller } from "./sql-functions";

let ledger: PaymentLedger | undefined;

/**
 * The ledger over the embedded database, or over Supabase with the service role in connected
 * mode (payments are the club's own bookkeeping, so they need SUPABASE_SERVICE_ROLE_KEY there).
 */
export function getPaymentLedger(): PaymentLedger {
  if (ledger) return ledger;
  const config = getServerConfig();
  if (config.mode.data === "supabase") {
    const admin = getSupabaseService();
    if (!admin) {
      throw new Error(
        "Online payments in connected mode need SUPABASE_SERVICE_ROLE_KEY: the server records and settles payments itself.",
      );
    }
    ledger = createPaymentLedger(supabaseCaller(() => admin));
  } else {
    ledger = createPaymentLedger(embeddedCaller(getDatabase));
  }
  return ledger;
}
