import "server-only";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimitedError } from "@/lib/http/errors";

/**
 * The client's address as the nearest proxy saw it: the last X-Forwarded-For entry (proxies
 * append; earlier entries are whatever the client sent), then X-Real-IP, else one shared
 * `local` bucket. `next start` fills X-Forwarded-For from the socket when no proxy did.
 */
export function clientKey(request: Request): string {
  const forwarded = request.headers
    .get("x-forwarded-for")
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded?.at(-1) || request.headers.get("x-real-ip")?.trim() || "local";
}

export type RateLimit = { consume(request: Request): Promise<void> };

/** `points` requests per `durationSeconds` per client, counted in this process's memory. */
export function createRateLimit(options: {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}): RateLimit {
  const limiter = new RateLimiterMemory({
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
  });
  return {
    async consume(request) {
      try {
        await limiter.consume(clientKey(request));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
        }
        throw rejection;
      }
    },
  };
}
