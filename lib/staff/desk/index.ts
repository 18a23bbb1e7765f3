import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { createEmbeddedDeskAdapter } from "@/lib/staff/desk/adapters/embedded";
import { createSupabaseDeskAdapter } from "@/lib/staff/desk/adapters/supabase";
import { createDeskOrders, type DeskOrders } from "@/lib/staff/desk/orders";
import type { DeskPort } from "@/lib/staff/desk/port";

export type { DeskPort } from "@/lib/staff/desk/port";
export { HOSTED_ORDERS_MESSAGE } from "@/lib/staff/desk/orders";
export type { DeskOrders, OrderToCollect } from "@/lib/staff/desk/orders";

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

let orders: DeskOrders | undefined;

/** The embedded store's orders at the desk, or null when the hosted store keeps them. */
export function getDeskOrders(): DeskOrders | null {
  const config = getServerConfig();
  if (config.mode.store === "hosted") return null;
  return (orders ??= createDeskOrders(getDatabase, {
    orderHoldHours: config.storeOrderHoldHours,
  }));
}
