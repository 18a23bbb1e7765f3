import "server-only";
import type { CookieOptions as SupabaseCookieOptions } from "@supabase/ssr";
import type { CookieJar, CookieOptions } from "@/lib/auth/port";

/**
 * 'Remember me' in connected mode. Supabase's session cookies are persistent; when the visitor
 * unticks the box we write them as browser-session cookies instead, and leave this marker so the
 * refresh in proxy.ts keeps doing so.
 */
export const SESSION_ONLY_COOKIE = "lc_session_only";

/**
 * How Supabase's session cookies are written. httpOnly: only our server reads them (the browser
 * talks to /api/auth, never to Supabase), so page scripts never see a token.
 */
export function supabaseCookieOptions(secure: boolean): SupabaseCookieOptions {
  return { path: "/", sameSite: "lax", httpOnly: true, secure };
}

/** The Supabase cookie options we pass on, in our own shape (no encoders). */
export function toCookieOptions(options: SupabaseCookieOptions | undefined): CookieOptions {
  const { path, domain, maxAge, expires, httpOnly, secure, sameSite, priority, partitioned } =
    options ?? {};
  return { path, domain, maxAge, expires, httpOnly, secure, sameSite, priority, partitioned };
}

/** Drops the lifetime of cookies being written (not of those being deleted). */
export function asBrowserSessionCookie(value: string, options: CookieOptions): CookieOptions {
  if (value === "" || (options.maxAge !== undefined && options.maxAge <= 0)) return options;
  const { maxAge: _maxAge, expires: _expires, ...rest } = options;
  return rest;
}

export function isSessionOnly(cookies: { name: string; value: string }[]): boolean {
  return cookies.some((cookie) => cookie.name === SESSION_ONLY_COOKIE && cookie.value === "1");
}

/** The jar to hand to Supabase: session cookies lose their lifetime while `sessionOnly()` holds. */
export function supabaseCookieMethods(jar: CookieJar, sessionOnly: () => boolean) {
  return {
    getAll: () => jar.getAll(),
    setAll: (cookies: { name: string; value: string; options: SupabaseCookieOptions }[]) => {
      for (const { name, value, options } of cookies) {
        const mapped = toCookieOptions(options);
        jar.set(name, value, sessionOnly() ? asBrowserSessionCookie(value, mapped) : mapped);
      }
    },
  };
}
