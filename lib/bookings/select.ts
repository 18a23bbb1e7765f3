import "server-only";
import { getServerConfig } from "@/lib/config";
import { createEmbeddedBookingsAdapter } from "@/lib/bookings/adapters/embedded";
import { createSupabaseBookingsAdapter } from "@/lib/bookings/adapters/supabase";
import { getDatabase } from "@/lib/db";
import type { BookingsPort } from "@/lib/bookings/port";

let port: BookingsPort | undefined;

/**
 * The one place that picks the bookings adapter, reading the configuration once, at request time
 * (the same rule as lib/leads). Creating an adapter touches nothing: the database opens on the
 * first query.
 */
export function getBookingsPort(): BookingsPort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseBookingsAdapter(config.supabase)
      : createEmbeddedBookingsAdapter(getDatabase);
  return port;
}
