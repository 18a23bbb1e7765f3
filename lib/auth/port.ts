import "server-only";
import type { AuthSession, AuthUser, OAuthProvider } from "@/lib/auth/types";

export type CookieOptions = {
  path?: string;
  domain?: string;
  maxAge?: number;
  expires?: Date;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none" | boolean;
  priority?: "low" | "medium" | "high";
  partitioned?: boolean;
};

/**
 * The request's cookies, and where to write new ones: the response of a route handler, or
 * nowhere in a server component (which cannot set cookies; proxy.ts refreshes there).
 */
export interface CookieJar {
  getAll(): { name: string; value: string }[];
  set(name: string, value: string, options: CookieOptions): void;
}

export type AuthContext = {
  cookies: CookieJar;
  /** Whether cookies get the Secure flag: everywhere except plain-http localhost. */
  secureCookies: boolean;
};

export type SignUpInput = { email: string; password: string; name?: string; userQuery?: string };
export type SignInInput = { email: string; password: string; remember: boolean };

/** A signed-in request: who, until when, and (connected mode) the token the data port acts with. */
export type CurrentSession = { user: AuthUser; session: AuthSession; accessToken?: string };

/**
 * `user` is null when no account was created (the email is taken: answered like a success so
 * nobody learns it exists); `session` is null when the account must be confirmed first.
 */
export type SignUpResult = {
  user: AuthUser | null;
  session: AuthSession | null;
  accessToken?: string;
};

/**
 * Accounts, whatever keeps them. Failures are `AuthError`s (`lib/auth/errors.ts`); cookies are
 * read from and written to `ctx.cookies`.
 */
export interface AuthPort {
  /** Whether social sign-in can work (it needs Supabase). */
  readonly oauth: boolean;
  signUp(input: SignUpInput, ctx: AuthContext): Promise<SignUpResult>;
  /** Throws `InvalidCredentialsError` for an unknown email and a wrong password alike. */
  signIn(input: SignInInput, ctx: AuthContext): Promise<CurrentSession>;
  /**
   * Spends a verification link and signs its member in; AuthInputError for a bad link. The
   * verifier sets (or confirms, by entering it again) the password: one chosen before the address
   * was proven may be a stranger's. Without `password` the old one stops working (a reset link
   * sets a new one). Every other session of the account ends.
   */
  verifyEmail(token: string, ctx: AuthContext, password?: string): Promise<CurrentSession>;
  /** A new verification link for a signed-in member whose address is not confirmed. */
  resendVerification(user: AuthUser): Promise<void>;
  /** E-mails a reset link when the account exists; says nothing either way. */
  requestPasswordReset(email: string, redirectTo: string): Promise<void>;
  /** Spends a reset link (or, connected mode, uses the recovery session), sets the password, signs in. */
  resetPassword(token: string, password: string, ctx: AuthContext): Promise<CurrentSession>;
  /** Ends the session on the server and clears its cookies; a no-op when signed out. */
  signOut(ctx: AuthContext): Promise<void>;
  /**
   * The verified session of the request, or null (no cookie, expired, revoked, tampered).
   * `strict` asks the auth server itself (Supabase's getUser()), for sensitive writes: a
   * signature check alone accepts a revoked token until it expires.
   */
  getSession(ctx: AuthContext, options?: { strict?: boolean }): Promise<CurrentSession | null>;
  /** The authorize URL to send the browser to; `redirectTo` is our callback. */
  oauthUrl(provider: OAuthProvider, redirectTo: string, ctx: AuthContext): Promise<string>;
  /** The OAuth callback: trades the code for a session (cookies written to `ctx`). */
  exchangeCode(code: string, ctx: AuthContext): Promise<void>;
}
