import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { requestAuthContext, siteCookiesAreSecure } from "@/lib/auth/context";
import type { AuthContext, CurrentSession } from "@/lib/auth/port";
import { getAuthPort } from "@/lib/auth/select";
import type { AuthUser } from "@/lib/auth/types";

export * from "@/lib/auth/types";
export { getAuthPort } from "@/lib/auth/select";
export type { AuthContext, AuthPort, CookieJar, CurrentSession } from "@/lib/auth/port";
export {
  AuthError,
  AuthInputError,
  AuthUnavailableError,
  InvalidCredentialsError,
  OAuthUnavailableError,
} from "@/lib/auth/errors";

/** Server components read cookies but cannot write them; proxy.ts refreshes sessions instead. */
async function serverComponentContext(): Promise<AuthContext> {
  const store = await cookies();
  return {
    cookies: {
      getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
      set(name, value, options) {
        try {
          store.set(name, value, options);
        } catch {
          // Called from a server component: cookies are read-only there.
        }
      },
    },
    secureCookies: siteCookiesAreSecure(),
  };
}

const currentSessionOfPage = cache(async (): Promise<CurrentSession | null> =>
  getAuthPort().getSession(await serverComponentContext()),
);

const strictSessionOfPage = cache(async (): Promise<CurrentSession | null> =>
  getAuthPort().getSession(await serverComponentContext(), { strict: true }),
);

type SessionOptions = {
  /**
   * Ask the auth server itself rather than trust a signed token (connected mode; the embedded
   * mode always checks its database). Use it before sensitive writes such as bookings.
   */
  strict?: boolean;
};

/**
 * The verified session of this request, or null. In a page or layout call it bare (it reads
 * `cookies()`, which makes the page dynamic); in a route handler pass the request.
 */
export async function getCurrentSession(
  request?: Request,
  options: SessionOptions = {},
): Promise<CurrentSession | null> {
  if (request) return getAuthPort().getSession(requestAuthContext(request), options);
  return options.strict ? strictSessionOfPage() : currentSessionOfPage();
}

/** The signed-in user (`{ id, email, name? }`) or null: what route handlers attach as `user_id`. */
export async function getCurrentUser(
  request?: Request,
  options?: SessionOptions,
): Promise<AuthUser | null> {
  return (await getCurrentSession(request, options))?.user ?? null;
}
