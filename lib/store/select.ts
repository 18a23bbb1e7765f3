import "server-only";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { createHostedStoreAdapter } from "@/lib/store/adapters/hosted";
import type { StorePort } from "@/lib/store/port";

let port: StorePort | undefined;

/**
 * The one place that picks the store adapter, reading the configuration once. Creating an
 * adapter touches nothing: the embedded database opens on the first stock or order query, so
 * product pages can be prerendered at build time.
 */
export function getStorePort(): StorePort {
  if (port) return port;
  const config = getServerConfig();
  port =
    config.mode.store === "hosted" && config.store
      ? createHostedStoreAdapter(config.store)
      : createEmbeddedStoreAdapter(getDatabase, {
          orderHoldHours: config.storeOrderHoldHours,
        });
  return port;
}
