import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { HttpError } from "@/lib/http/errors";

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

/**
 * The gate of a route for scripts (the staff inbox, the outbox cron): without its secret
 * configured the route does not exist (404); a request without the secret gets 401.
 */
export function requireBearer(request: Request, secret: string | undefined, what: string): void {
  if (!secret) throw new HttpError("not_found", "Not found.");
  if (!bearerTokenMatches(request.headers.get("authorization"), secret)) {
    throw new HttpError("unauthenticated", `A valid ${what} is required.`, undefined, {
      "WWW-Authenticate": "Bearer",
    });
  }
}
