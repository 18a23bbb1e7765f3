import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { HttpError, RateLimitedError } from "@/lib/http/errors";
import { clientKey } from "@/lib/http/rate-limit";
import { sharedWindows } from "@/lib/http/shared-windows";
import { secondsUntil } from "@/lib/http/window-counter";

/**
 * Whether an Authorization header carries `expected` as its bearer token. The scheme is read
 * case-insensitively (RFC 9110); both sides are hashed first, so the comparison takes the same
 * time whatever the lengths.
 */
export function bearerTokenMatches(header: string | null, expected: string): boolean {
  const match = /^bearer +(\S+) *$/i.exec(header ?? "");
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(match?.[1] ?? ""), digest(expected)) && match !== null;
}

/** Wrong tokens one address may send in 15 minutes before it is refused without a check. */
export const BAD_TOKEN_LIMIT = 10;
const badTokens = sharedWindows("bad-bearer", { windowMs: 15 * 60 * 1000, maxKeys: 10_000 });

/**
 * The gate of a route for scripts (the staff inbox, the outbox cron): without its secret
 * configured the route does not exist (404); a request without the secret gets 401, and an
 * address that keeps guessing gets 429 until its window ends.
 */
export async function requireBearer(
  request: Request,
  secret: string | undefined,
  what: string,
): Promise<void> {
  if (!secret) throw new HttpError("not_found", "Not found.");
  const client = clientKey(request);
  const guesses = await badTokens.get(client);
  if (guesses && guesses.count >= BAD_TOKEN_LIMIT) {
    throw new RateLimitedError(secondsUntil(guesses.resetAt));
  }
  if (!bearerTokenMatches(request.headers.get("authorization"), secret)) {
    await badTokens.hit(client);
    throw new HttpError("unauthenticated", `A valid ${what} is required.`, undefined, {
      "WWW-Authenticate": "Bearer",
    });
  }
}
