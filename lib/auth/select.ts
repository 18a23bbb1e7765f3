import "server-only";
import { getServerConfig } from "@/lib/config";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { createSupabaseAuthAdapter } from "@/lib/auth/adapters/supabase";
import type { AuthPort } from "@/lib/auth/port";
import { getDatabase } from "@/lib/db";

let port: AuthPort | undefined;

/**
 * The one place that picks the auth adapter, reading the configuration once, at request time.
 * Creating an adapter touches nothing: the embedded database opens on the first query.
 */
export function getAuthPort(): AuthPort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.auth === "supabase" && config.supabase
      ? createSupabaseAuthAdapter(config.supabase)
      : createEmbeddedAuthAdapter(getDatabase);
  return port;
}
