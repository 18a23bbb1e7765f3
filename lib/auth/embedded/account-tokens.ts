import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** What a single-use account link is for, and how long it works. */
export const ACCOUNT_TOKEN_LIFETIME_HOURS = { "verify-email": 24, "reset-password": 1 } as const;
export type AccountTokenPurpose = keyof typeof ACCOUNT_TOKEN_LIFETIME_HOURS;

/**
 * At most this many account e-mails (verification, reset, "someone tried to sign up") reach one
 * address per window, whoever asks and from wherever (issue 24 item 8). Past it the request is
 * answered the same and nothing is sent.
 */
export const ACCOUNT_MAIL_LIMIT = { perWindow: 3, windowMinutes: 60 } as const;

/** 32 random bytes for the link; the database keeps only the SHA-256 (hex). */
export function createAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashAccountToken(token) };
}

export function hashAccountToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** Only a token of the shape we make is worth a lookup. */
export const isWellFormedAccountToken = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);
