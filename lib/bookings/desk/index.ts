import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { createEmbeddedDeskAdapter } from "@/lib/bookings/desk/adapters/embedded";
import { createSupabaseDeskAdapter } from "@/lib/bookings/desk/adapters/supabase";
import type { DeskPort } from "@/lib/bookings/desk/port";

export type { DeskPort } from "@/lib/bookings/desk/port";

let port: DeskPort | undefined;

/** The one place that picks the desk's adapter, with the same rule as getStaffPort. */
export function getDeskPort(): DeskPort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.data === "supabase" && config.supabase
      ? createSupabaseDeskAdapter(config.supabase)
      : createEmbeddedDeskAdapter(getDatabase);
  return port;
}
