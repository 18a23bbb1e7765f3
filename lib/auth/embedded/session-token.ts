import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Embedded sessions: a random 32-byte token goes to the browser in an httpOnly cookie; the
 * database keeps only its SHA-256, so a leaked table does not hand out sessions.
 */
export const SESSION_COOKIE = "lc_session";
/**
 * Its name wherever cookies are Secure: browsers accept a `__Host-` cookie only when Secure,
 * host-only and on `/`, so no subdomain or plain-http page can set or shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

const DAY_SECONDS = 24 * 60 * 60;
/** 'Remember me' on: a persistent cookie and session, 30 days. */
export const REMEMBER_SECONDS = 30 * DAY_SECONDS;
/** 'Remember me' off: a browser-session cookie; the server ends the session after a day regardless. */
export const BROWSER_SESSION_SECONDS = DAY_SECONDS;

/** A session unused this long ends, whatever its absolute limit (ASVS 3.3.2). */
export const IDLE_TIMEOUT_SECONDS = 7 * DAY_SECONDS;
/** How stale `last_seen_at` may get before a request writes it again: one write per hour of use. */
export const LAST_SEEN_RESOLUTION_SECONDS = 60 * 60;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function createSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Only a well-formed token is worth a database lookup; anything else is a tampered or stale cookie. */
export function isWellFormedToken(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function sessionLifetimeSeconds(remember: boolean): number {
  return remember ? REMEMBER_SECONDS : BROWSER_SESSION_SECONDS;
}

export function sessionExpiry(remember: boolean, now: Date = new Date()): Date {
  return new Date(now.getTime() + sessionLifetimeSeconds(remember) * 1000);
}
