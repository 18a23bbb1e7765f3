/**
 * App-owned shapes of accounts, whatever backs them. Pure types and constants: safe to import
 * from client code (the provider and the forms use them).
 */

export type AuthUser = {
  id: string;
  email: string;
  name?: string;
  /** Set by GET /api/auth/session for the club's staff, so the user menu offers the console. */
  staff?: boolean;
  /** The account's e-mail address is not confirmed yet: it may browse, not book. */
  unverified?: true;
};

/** What the browser may know of a session: never its tokens (they stay in httpOnly cookies). */
export type AuthSession = { expiresAt: string | null };

export const OAUTH_PROVIDERS = ["google", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return OAUTH_PROVIDERS.some((provider) => provider === value);
}

/** GET /api/auth/session: who is signed in, and whether social sign-in is configured. */
export type SessionSnapshot = {
  user: AuthUser | null;
  session: AuthSession | null;
  oauth: boolean;
};

/** Spec section 9: success toasts 4 s, the booking sign-in prompt 5 s after a 300 ms delay. */
export const AUTH_TIMINGS = {
  successToastMs: 4000,
  authPromptToastMs: 5000,
  authPromptDelayMs: 300,
  sessionRefreshMs: 30_000,
} as const;
