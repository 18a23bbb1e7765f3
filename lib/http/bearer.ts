import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";

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
