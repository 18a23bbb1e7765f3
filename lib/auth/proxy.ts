import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { getServerConfig } from "@/lib/config";
import { siteCookiesAreSecure } from "@/lib/auth/context";
import {
  asBrowserSessionCookie,
  isSessionOnly,
  supabaseCookieOptions,
  toCookieOptions,
} from "@/lib/auth/supabase/cookies";

/** Whether sessions need refreshing in proxy.ts: only in connected mode. Reads no cookie, opens nothing. */
export function isSupabaseAuthConfigured(): boolean {
  return getServerConfig().mode.auth === "supabase";
}

/**
 * Connected mode: refreshes the Supabase session cookies on the way in (Supabase's pattern for
 * Next's proxy), so server components, which cannot write cookies, see a fresh token. The
 * refreshed cookies go both to the request (for this render) and to the response (for the browser).
 */
export async function refreshSupabaseSession(request: NextRequest): Promise<NextResponse> {
  let response = NextResponse.next({ request });
  const supabase = getServerConfig().supabase;
  if (!supabase || !request.cookies.getAll().some((cookie) => cookie.name.startsWith("sb-")))
    return response;

  const sessionOnly = isSessionOnly(request.cookies.getAll());
  const { createServerClient } = await import("@supabase/ssr");
  const client = createServerClient(supabase.url, supabase.anonKey, {
    cookieOptions: supabaseCookieOptions(siteCookiesAreSecure()),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll(cookies, headers) {
        for (const { name, value } of cookies) request.cookies.set(name, value);
        response = NextResponse.next({ request });
        for (const { name, value, options } of cookies) {
          const mapped = toCookieOptions(options);
          response.cookies.set(
            name,
            value,
            sessionOnly ? asBrowserSessionCookie(value, mapped) : mapped,
          );
        }
        for (const [key, value] of Object.entries(headers)) response.headers.set(key, value);
      },
    },
  });
  // IMPORTANT: nothing between creating the client and getClaims(): it is what refreshes an
  // expired token (and verifies it); skipping it logs people out at random.
  await client.auth.getClaims();
  return response;
}
