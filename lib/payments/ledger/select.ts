import "server-only";
import { serverCaller } from "@/lib/db";
import { createPaymentLedger, type PaymentLedger } from "./index";

let ledger: PaymentLedger | undefined;

/**
 * The ledger over the embedded database, or over Supabase with the service role in connected
 * mode (payments are the club's own bookkeeping, so they need SUPABASE_SERVICE_ROLE_KEY there).
 */
export function getPaymentLedger(): PaymentLedger {
  return (ledger ??= createPaymentLedger(serverCaller("Online payments")));
}
