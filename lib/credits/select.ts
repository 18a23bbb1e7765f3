import "server-only";
import { serverCaller } from "@/lib/db";
import { createCreditStore, type CreditStore } from "@/lib/credits/store";

let store: CreditStore | undefined;

/** The credit store over the embedded database, or Supabase with the service role. */
export function getCreditStore(): CreditStore {
  return (store ??= createCreditStore(serverCaller("Credits")));
}
