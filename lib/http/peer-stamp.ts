import "server-only";
import type { IncomingMessage } from "node:http";
import { PEER_ADDRESS_HEADER } from "@/lib/http/client-address";

/**
 * Writes each request's socket address into PEER_ADDRESS_HEADER before Next sees it, so route
 * handlers can key rate limits on the real peer (Next 16 exposes no `request.ip`). Installed once
 * per process from instrumentation.ts, which runs before the server takes requests; a value a
 * client sent under that name is overwritten, never trusted.
 */
export async function stampPeerAddresses(): Promise<void> {
  const http = await import("node:http");
  const flag = globalThis as { __lotusPeerStamp?: boolean };
  if (flag.__lotusPeerStamp) return;
  flag.__lotusPeerStamp = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (
    this: InstanceType<typeof http.Server>,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request") {
      const request = args[0] as IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}
