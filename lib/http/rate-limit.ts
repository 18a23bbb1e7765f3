import "server-only";
import { getServerConfig } from "@/lib/config";
import { clientAddress } from "@/lib/http/client-address";
import { RateLimitedError } from "@/lib/http/errors";
import { sharedWindows } from "@/lib/http/shared-windows";
import { secondsUntil, type Windows } from "@/lib/http/window-counter";

/** Where the client's address cannot be known, every such request shares one count. */
export const UNKNOWN_CLIENT = "unknown";

/** Each limiter counts at most this many clients at once: about 1 MB (keys are IPs or /64s). */
const MAX_CLIENTS = 10_000;

/**
 * The rate-limit key of a request: the client's address (lib/http/client-address.ts) under the
 * configured proxy trust (TRUSTED_PROXY_HOPS or TRUSTED_PROXIES), never a header the client
 * alone writes. Only a well-formed IP becomes a key.
 */
export function clientKey(request: Request): string {
  return clientAddress(request, getServerConfig().proxyTrust) ?? UNKNOWN_CLIENT;
}

export type RateLimit = { consume(request: Request): Promise<void> };

/**
 * `points` requests per `durationSeconds` per client, counted where every process of the app
 * sees the count (lib/http/shared-windows.ts): limiters with one `keyPrefix` share it. `windows`
 * replaces that choice (tests).
 */
export function createRateLimit(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
  windows?: Windows;
}): RateLimit {
  const windows =
    options.windows ??
    sharedWindows(options.keyPrefix, {
      windowMs: options.durationSeconds * 1000,
      maxKeys: MAX_CLIENTS,
    });
  return {
    async consume(request) {
      const window = await windows.hit(clientKey(request));
      if (window.count > options.points) throw new RateLimitedError(secondsUntil(window.resetAt));
    },
  };
}

/**
 * Failures (a wrong code, a wrong token) counted per client: `check` refuses (429) a client that
 * has failed `failures` times in the window, before anything is looked up; `fail` counts one.
 * Successes cost nothing, so a desk scanning real codes all day is never slowed. Counted where
 * every process sees the count, like `createRateLimit`.
 */
export function createFailureLimit(options: {
  keyPrefix: string;
  failures: number;
  durationSeconds: number;
}) {
  const windows = sharedWindows(options.keyPrefix, {
    windowMs: options.durationSeconds * 1000,
    maxKeys: MAX_CLIENTS,
  });
  return {
    async check(request: Request): Promise<void> {
      const window = await windows.get(clientKey(request));
      if (window && window.count >= options.failures) {
        throw new RateLimitedError(secondsUntil(window.resetAt));
      }
    },
    async fail(request: Request): Promise<void> {
      await windows.hit(clientKey(request));
    },
  };
}
