import "server-only";
import type { DataAccess } from "@/lib/data/types";

export type SupabaseStaffOptions = {
  url: string;
  anonKey: string;
  /** Milliseconds before a PostgREST call is abandoned. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/**
 * A Supabase client per call, acting as the signed-in member of `access` (their token is the
 * bearer), so row-level security and is_staff() decide. The package is loaded on first use, so
 * the embedded mode never loads it.
 */
export function supabaseAsMember({ url, anonKey, timeoutMs = 8000, fetch }: SupabaseStaffOptions) {
  let supabase: Promise<typeof import("@supabase/supabase-js")> | undefined;
  return async (access: DataAccess) => {
    const { createClient } = await (supabase ??= import("@supabase/supabase-js"));
    return createClient(url, anonKey, {
      accessToken: async () => access.accessToken ?? null,
      db: { timeout: timeoutMs },
      global: fetch ? { fetch } : {},
    });
  };
}
