import { safeRedirectPath } from "@/lib/auth/redirect";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { emit } from "@/lib/auth/session-client";
import type { AuthSession, AuthUser, OAuthProvider } from "@/lib/auth/types";

/**
 * The browser's side of accounts: every component signs in, up and out through these, over our
 * /api/auth route handlers, whatever adapter the server runs. Nothing here knows the mode.
 */

export type AuthResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; status: number; message: string };

type SignedIn = { user: AuthUser | null; session: AuthSession | null };

/**
 * POSTs to one of our /api/auth handlers; never throws. A failure carries the backend's message
 * for the toast (the first field error, else its message), or 'Something went wrong' when there
 * is none (spec section 8).
 */
async function post<T extends object>(url: string, body: unknown): Promise<AuthResult<T>> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (response.ok && data?.ok === true) return data as { ok: true } & T;
    const fieldErrors = (data?.fieldErrors ?? {}) as Record<string, unknown>;
    const fieldMessage = Object.values(fieldErrors).find(
      (value): value is string => typeof value === "string" && value !== "",
    );
    const message =
      fieldMessage ??
      (typeof data?.message === "string" && data.message ? data.message : AUTH_TOASTS.fallback);
    return { ok: false, status: response.status, message };
  } catch {
    return { ok: false, status: 0, message: AUTH_TOASTS.fallback };
  }
}

export async function signIn(input: {
  email: string;
  password: string;
  remember: boolean;
}): Promise<AuthResult<SignedIn>> {
  const answer = await post<SignedIn>("/api/auth/signin", input);
  if (!answer.ok) return answer;
  emit({ type: "SIGNED_IN", snapshot: { user: answer.user, session: answer.session } });
  return answer;
}

/** `user` and `session` are null when no session started (email to confirm, or already registered). */
export async function signUp(input: {
  email: string;
  password: string;
  name?: string;
  userQuery?: string;
}): Promise<AuthResult<SignedIn>> {
  const answer = await post<SignedIn>("/api/auth/signup", input);
  if (!answer.ok) {
    // A failed lead insert still leaves the new account signed in (embedded mode): follow it.
    if (answer.message.startsWith(AUTH_TOASTS.leadFailedPrefix)) emit({ type: "SIGNED_IN" });
    return answer;
  }
  if (answer.session)
    emit({ type: "SIGNED_IN", snapshot: { user: answer.user, session: answer.session } });
  return answer;
}

export async function signOut(): Promise<AuthResult> {
  const answer = await post("/api/auth/signout", {});
  if (!answer.ok) return answer;
  emit({ type: "SIGNED_OUT", snapshot: { user: null, session: null } });
  return answer;
}

/** Where the OAuth button sends the browser: a full-page round trip that comes back to `next`. */
export function oauthSignInUrl(provider: OAuthProvider, next: string = "/"): string {
  const params = new URLSearchParams({ provider, next: safeRedirectPath(next) });
  return `/api/auth/oauth?${params.toString()}`;
}
