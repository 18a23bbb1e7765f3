import "server-only";
import type { AuthContext, CookieJar, CookieOptions } from "@/lib/auth/port";
import { publicEnv } from "@/lib/public-env";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** Cookies are Secure everywhere except plain-http localhost, where browsers would drop them. */
export function secureCookiesFor(origin: string): boolean {
  try {
    const url = new URL(origin);
    return url.protocol === "https:" || !LOCAL_HOSTS.has(url.hostname);
  } catch {
    return true;
  }
}

/**
 * Whether this site's cookies are Secure: decided by the configured NEXT_PUBLIC_SITE_URL, never by
 * the request's Host (behind nginx's proxy_pass that reads `localhost`, which dropped the flag).
 */
export function siteCookiesAreSecure(): boolean {
  return secureCookiesFor(publicEnv.siteUrl);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseCookieHeader(header: string | null): { name: string; value: string }[] {
  if (!header) return [];
  const cookies: { name: string; value: string }[] = [];
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2)
      value = value.slice(1, -1);
    if (name) cookies.push({ name, value: safeDecode(value) });
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`];
  parts.push(`Path=${options.path ?? "/"}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  if (options.maxAge !== undefined) {
    const maxAge = Math.floor(options.maxAge);
    parts.push(`Max-Age=${maxAge}`);
    // Max-Age wins where understood; Expires for the rest (and an instant past date to delete).
    parts.push(`Expires=${new Date(maxAge <= 0 ? 0 : Date.now() + maxAge * 1000).toUTCString()}`);
  } else if (options.expires) {
    parts.push(`Expires=${options.expires.toUTCString()}`);
  }
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  const sameSite = options.sameSite === true ? "strict" : options.sameSite;
  if (sameSite) parts.push(`SameSite=${sameSite.charAt(0).toUpperCase()}${sameSite.slice(1)}`);
  if (options.priority)
    parts.push(`Priority=${options.priority.charAt(0).toUpperCase()}${options.priority.slice(1)}`);
  if (options.partitioned) parts.push("Partitioned");
  return parts.join("; ");
}

export type RequestAuthContext = AuthContext & {
  /** Writes every cookie set during the request onto `response` (Set-Cookie) and returns it. */
  applyCookies(response: Response): Response;
};

/**
 * An auth context over a route handler's request: reads its Cookie header, queues what the
 * adapter sets, and writes the queue onto the response. Works the same in tests, where the
 * handler is called with a plain Request.
 */
export function requestAuthContext(request: Request): RequestAuthContext {
  const current = new Map(
    parseCookieHeader(request.headers.get("cookie")).map((c) => [c.name, c.value]),
  );
  const pending = new Map<string, { value: string; options: CookieOptions }>();
  const cookies: CookieJar = {
    getAll: () => [...current].map(([name, value]) => ({ name, value })),
    set(name, value, options) {
      pending.set(name, { value, options });
      if (value === "" || (options.maxAge !== undefined && options.maxAge <= 0))
        current.delete(name);
      else current.set(name, value);
    },
  };
  return {
    cookies,
    secureCookies: siteCookiesAreSecure(),
    applyCookies(response) {
      for (const [name, { value, options }] of pending)
        response.headers.append("Set-Cookie", serializeCookie(name, value, options));
      return response;
    },
  };
}
