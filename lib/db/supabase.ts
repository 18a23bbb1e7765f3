import "server-only";
import type { SupabaseClient } from "@supabase/supabase-js";
import { getServerConfig } from "@/lib/config";

export type SupabaseConnection = {
  url: string;
  anonKey: string;
  /** Milliseconds before a PostgREST call is abandoned. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

// Loaded on first use, so the embedded mode never loads the Supabase client at all.
let supabaseJs: Promise<typeof import("@supabase/supabase-js")> | undefined;
const loadSupabase = () => (supabaseJs ??= import("@supabase/supabase-js"));

/**
 * A client per call acting as one visitor: their access token is the bearer when there is one,
 * the anon key otherwise, so row-level security (and `is_staff()`) decides what it may do.
 */
export function supabaseAsVisitor({ url, anonKey, timeoutMs = 8000, fetch }: SupabaseConnection) {
  return async (accessToken?: string | null): Promise<SupabaseClient> => {
    const { createClient } = await loadSupabase();
    return createClient(url, anonKey, {
      accessToken: async () => accessToken ?? null,
      db: { timeout: timeoutMs },
      global: fetch ? { fetch } : {},
    });
  };
}

let service: Promise<SupabaseClient> | undefined;

/**
 * IMPORTANT: the service-role key bypasses row-level security. This is the one place that holds
 * it; only work the club does for itself (delivering the outbox, settling and refunding payments,
 * issuing invoices) may use this client, never a request acting for a visitor or member on their
 * own data. Null when the key is not configured.
 */
export function getSupabaseService(): Promise<SupabaseClient> | null {
  const { supabase, supabaseServiceRoleKey } = getServerConfig();
  if (!supabase || !supabaseServiceRoleKey) return null;
  service ??= loadSupabase().then(({ createClient }) =>
    createClient(supabase.url, supabaseServiceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }),
  );
  return service;
}
