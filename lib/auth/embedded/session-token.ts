import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * Embedded sessions: a random 32-byte token goes to the browser in an httpOnly cookie; the
 * database keeps only its SHA-256, so a leaked table does not hand out sessions.
 */
export const SESSION_COOKIE = "lc_session";

const DAY_SECONDS = 24 * 60 * 60;
/** 'Remember me' on: a persistent cookie and session, 30 days. */
export const REMEMBER_SECONDS = 30 * DAY_SECONDS;
/** 'Remember me' off: a browser-session cookie; the server ends the session after a day regardless. */
export const BROWSER_SESSION_SECONDS = DAY_SECONDS;

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
