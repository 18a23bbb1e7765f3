import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getServerConfig } from "@/lib/config";

let admin: Promise<SupabaseClient> | undefined;

/**
 * IMPORTANT: the service-role key bypasses row-level security. This is the one place that holds
 * it; only work the club does for itself (delivering the outbox, settling and refunding payments,
 * issuing invoices through lib/payments/ledger) may use this client, never a request acting for a
 * visitor or member on their own data. Null when the key is not configured.
 */
export function getSupabaseAdmin(): Promise<SupabaseClient> | null {
  const { supabase, supabaseServiceRoleKey } = getServerConfig();
  if (!supabase || !supabaseServiceRoleKey) return null;
  admin ??= import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(supabase.url, supabaseServiceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  );
  return admin;
}
