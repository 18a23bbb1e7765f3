import "server-only";
import { getServerConfig } from "@/lib/config";
import { createEmbeddedAdapter } from "@/lib/leads/adapters/embedded";
import { createSupabaseAdapter } from "@/lib/leads/adapters/supabase";
import { getDatabase } from "@/lib/db";
import type { DataPort } from "@/lib/leads/port";

let port: DataPort | undefined;

/**
 * The one place that picks the data adapter, reading the configuration once, at request time.
 * Creating an adapter touches nothing: the embedded database opens on the first query.
 */
export function getDataPort(): DataPort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseAdapter(config.supabase)
      : createEmbeddedAdapter(getDatabase);
  return port;
}
