import "server-only";
import { randomBytes } from "node:crypto";
import type {
  AuthError as SupabaseAuthError,
  Session,
  SupabaseClient,
  User,
} from "@supabase/supabase-js";
import {
  AuthError,
  AuthInputError,
  AuthUnavailableError,
  InvalidCredentialsError,
} from "@/lib/auth/errors";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import type { AuthContext, AuthPort, CookieOptions, CurrentSession } from "@/lib/auth/port";
import {
  isSessionOnly,
  SESSION_ONLY_COOKIE,
  supabaseCookieMethods,
  supabaseCookieOptions,
} from "@/lib/auth/supabase/cookies";
import type { AuthSession, AuthUser } from "@/lib/auth/types";

export type SupabaseAuthOptions = { url: string; anonKey: string; fetch?: typeof fetch };

/** Supabase answers a taken email this way when email confirmation is off. */
const TAKEN_CODES = new Set(["user_already_exists", "email_exists"]);

function toAuthError(error: SupabaseAuthError, action: string): AuthError {
  const status = error.status ?? 0;
  if (error.code === "invalid_credentials") return new InvalidCredentialsError({ cause: error });
  if (status >= 400 && status < 500 && error.message)
    return new AuthInputError(error.message, { cause: error });
  // Network failures (status 0), timeouts and 5xx.
  return new AuthUnavailableError(`Could not ${action}: ${error.message || "no answer"}`, {
    cause: error,
  });
}

function toUser(user: Pick<User, "id" | "email" | "user_metadata">): AuthUser {
  const name =
    typeof user.user_metadata?.name === "string" && user.user_metadata.name
      ? user.user_metadata.name
      : undefined;
  return { id: user.id, email: user.email ?? "", ...(name ? { name } : {}) };
}

const toSession = (session: Pick<Session, "expires_at">): AuthSession => ({
  expiresAt: session.expires_at ? new Date(session.expires_at * 1000).toISOString() : null,
});

/** A lookup that failed to reach the auth server is an outage, not a signed-out visitor. */
function unlessUnreachable(error: SupabaseAuthError): null {
  if (!error.status) {
    throw new AuthUnavailableError(`Could not read the session: ${error.message}`, {
      cause: error,
    });
  }
  return null;
}

type Verified = Omit<CurrentSession, "accessToken">;

/** The user of a verified JWT: by signature, or by the auth server for symmetric keys. */
async function claimedUser(supabase: SupabaseClient): Promise<Verified | null> {
  const { data, error } = await supabase.auth.getClaims();
  if (error) return unlessUnreachable(error);
  const claims = data?.claims;
  if (!claims?.sub) return null;
  const metadata = (claims.user_metadata ?? {}) as Record<string, unknown>;
  return {
    user: toUser({ id: claims.sub, email: claims.email, user_metadata: metadata }),
    session: { expiresAt: claims.exp ? new Date(claims.exp * 1000).toISOString() : null },
  };
}

/** The user as the auth server sees them right now (one round trip, catches revoked sessions). */
async function strictUser(supabase: SupabaseClient): Promise<Verified | null> {
  const { data, error } = await supabase.auth.getUser();
  if (error) return unlessUnreachable(error);
  const { data: stored } = await supabase.auth.getSession();
  return {
    user: toUser(data.user),
    session: stored.session ? toSession(stored.session) : { expiresAt: null },
  };
}

/**
 * Supabase Auth through `@supabase/ssr`: a server client per call over the request's cookies,
 * exactly the calls of spec section 7 (signup, token?grant_type=password, logout, authorize).
 * Who is signed in comes from `getClaims()` (verified: by signature, or by the auth server for
 * symmetric keys), never from the unverified user of `getSession()`.
 */
/** For calls that act for nobody in particular (resend, reset request): no session to read or write. */
const NO_COOKIES = { getAll: () => [], set: () => {} };

export function createSupabaseAuthAdapter({ url, anonKey, fetch }: SupabaseAuthOptions): AuthPort {
  // Loaded on first use, so the embedded mode never loads the Supabase client.
  let ssr: Promise<typeof import("@supabase/ssr")> | undefined;

  async function client(
    ctx: AuthContext,
    sessionOnly = () => isSessionOnly(ctx.cookies.getAll()),
  ): Promise<SupabaseClient> {
    const { createServerClient } = await (ssr ??= import("@supabase/ssr"));
    return createServerClient(url, anonKey, {
      cookies: supabaseCookieMethods(ctx.cookies, sessionOnly),
      cookieOptions: supabaseCookieOptions(ctx.secureCookies),
      ...(fetch ? { global: { fetch } } : {}),
    });
  }

  async function call<T>(action: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AuthError) throw error;
      throw new AuthUnavailableError(`Could not ${action}`, { cause: error });
    }
  }

  const markerOptions = (ctx: AuthContext, maxAge?: number): CookieOptions => ({
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: ctx.secureCookies,
    ...(maxAge === undefined ? {} : { maxAge }),
  });

  return {
    oauth: true,

    signUp: (input, ctx) =>
      call("create the account", async () => {
        const supabase = await client(ctx, () => false);
        const { data, error } = await supabase.auth.signUp({
          email: input.email,
          password: input.password,
          options: { data: { name: input.name, user_query: input.userQuery } },
        });
        if (error) {
          if (error.code && TAKEN_CODES.has(error.code)) return { user: null, session: null };
          throw toAuthError(error, "create the account");
        }
        // With confirmation on, a taken email comes back as a stand-in user with no identities.
        if (!data.user || data.user.identities?.length === 0) return { user: null, session: null };
        return {
          user: toUser(data.user),
          session: data.session ? toSession(data.session) : null,
          accessToken: data.session?.access_token,
        };
      }),

    signIn: ({ email, password, remember }, ctx) =>
      call("sign in", async () => {
        const supabase = await client(ctx, () => !remember);
        const { data, error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) throw toAuthError(error, "sign in");
        if (remember) ctx.cookies.set(SESSION_ONLY_COOKIE, "", markerOptions(ctx, 0));
        else ctx.cookies.set(SESSION_ONLY_COOKIE, "1", markerOptions(ctx));
        return {
          user: toUser(data.user),
          session: toSession(data.session),
          accessToken: data.session.access_token,
        };
      }),

    signOut: (ctx) =>
      call("sign out", async () => {
        const supabase = await client(ctx);
        const { error } = await supabase.auth.signOut();
        if (error) throw toAuthError(error, "sign out");
        ctx.cookies.set(SESSION_ONLY_COOKIE, "", markerOptions(ctx, 0));
      }),

    getSession: (ctx, options) =>
      call("read the session", async (): Promise<CurrentSession | null> => {
        if (!ctx.cookies.getAll().some((cookie) => cookie.name.startsWith("sb-"))) return null;
        const supabase = await client(ctx);
        const verified = options?.strict ? await strictUser(supabase) : await claimedUser(supabase);
        if (!verified) return null;
        // Verified above; the stored session only supplies the token the data port acts with.
        const { data: stored } = await supabase.auth.getSession();
        return { ...verified, accessToken: stored.session?.access_token };
      }),

    // Supabase sends these e-mails itself. Its templates should link to our pages with the token
    // hash (docs/accounts.md): /auth/verify?token={{ .TokenHash }} and /auth/reset?token=….
    // Supabase Auth signs nobody in before the address is confirmed, but it keeps the password of
    // whoever signed up first, and a later sign-up with the address changes nothing: the
    // verifier sets (or confirms) it here, or it is replaced by a random one, and every other
    // session ends (issue 24 item 1), as in the embedded adapter.
    verifyEmail: (token, ctx, password) =>
      call("verify the email address", async () => {
        const supabase = await client(ctx, () => false);
        const { data, error } = await supabase.auth.verifyOtp({ token_hash: token, type: "email" });
        if (error || !data.user || !data.session)
          throw new AuthInputError(ACCOUNT_MESSAGES.linkInvalid, { cause: error });
        const updated = await supabase.auth.updateUser({
          password: password ?? randomBytes(32).toString("base64url"),
        });
        // The password it already has: the verifier confirmed it, which is what we asked.
        if (updated.error && updated.error.code !== "same_password")
          throw toAuthError(updated.error, "set the password");
        await supabase.auth.signOut({ scope: "others" });
        return {
          user: toUser(updated.data.user ?? data.user),
          session: toSession(data.session),
          accessToken: data.session.access_token,
        };
      }),

    resendVerification: (user) =>
      call("send the verification e-mail", async () => {
        const supabase = await client({ cookies: NO_COOKIES, secureCookies: true });
        const { error } = await supabase.auth.resend({ type: "signup", email: user.email });
        if (error) throw toAuthError(error, "send the verification e-mail");
      }),

    requestPasswordReset: (email, redirectTo) =>
      call("send the password reset e-mail", async () => {
        const supabase = await client({ cookies: NO_COOKIES, secureCookies: true });
        const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
        // An unknown address is not an error worth telling anyone about.
        if (error && error.status !== 404 && error.code !== "user_not_found")
          throw toAuthError(error, "send the password reset e-mail");
      }),

    resetPassword: (token, password, ctx) =>
      call("reset the password", async () => {
        const supabase = await client(ctx, () => false);
        const { data, error } = await supabase.auth.verifyOtp({
          token_hash: token,
          type: "recovery",
        });
        if (error || !data.session)
          throw new AuthInputError(ACCOUNT_MESSAGES.linkInvalid, { cause: error });
        const updated = await supabase.auth.updateUser({ password });
        if (updated.error) throw toAuthError(updated.error, "reset the password");
        await supabase.auth.signOut({ scope: "others" });
        return {
          user: toUser(updated.data.user ?? data.session.user),
          session: toSession(data.session),
          accessToken: data.session.access_token,
        };
      }),

    oauthUrl: (provider, redirectTo, ctx) =>
      call("start social sign-in", async () => {
        const supabase = await client(ctx);
        const { data, error } = await supabase.auth.signInWithOAuth({
          provider,
          options: { redirectTo },
        });
        if (error) throw toAuthError(error, "start social sign-in");
        return data.url;
      }),

    exchangeCode: (code, ctx) =>
      call("finish social sign-in", async () => {
        const supabase = await client(ctx);
        const { error } = await supabase.auth.exchangeCodeForSession(code);
        if (error) throw toAuthError(error, "finish social sign-in");
      }),
  };
}
