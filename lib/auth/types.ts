/**
 * App-owned shapes of accounts, whatever backs them. Pure types and constants: safe to import
 * from client code (the provider and the forms use them).
 */

export type AuthUser = { id: string; email: string; name?: string };

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

/** The user-facing messages of the accounts flows (spec sections 4, 5 and 8), exactly as written. */
export const AUTH_TOASTS = {
  signInSuccess: "Welcome back!",
  signInFailed: "Sign in Failed",
  signUpFailed: "Sign up Failed",
  signOutFailed: "Sign out Failed",
  fallback: "Something went wrong",
  dialogSignUpSuccess: "Welcome!",
  dialogSignUpSuccessDescription: "Please check your email to verify your account.",
  pageSignUpSuccess: "Welcome Aboard!",
  pageSignUpSuccessDescription:
    "You've successfully signed up. Check your email to verify your account.",
  signedOut: "Signed Out",
  signedOutDescription: "You have been successfully signed out.",
  authRequired: "Authentication Required",
  authRequiredDescription: "Please sign in to continue with your booking.",
  leadFailedPrefix: "Could not save lead details: ",
} as const;

/** Spec section 9: success toasts 4 s, the booking sign-in prompt 5 s after a 300 ms delay. */
export const AUTH_TIMINGS = {
  successToastMs: 4000,
  authPromptToastMs: 5000,
  authPromptDelayMs: 300,
  sessionRefreshMs: 30_000,
} as const;
