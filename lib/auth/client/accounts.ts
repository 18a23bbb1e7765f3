import { postJson, type ApiAnswer } from "@/lib/api-client";
import { emit } from "@/lib/auth/client/session";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { safeRedirectPath } from "@/lib/auth/redirect";
import type { AuthSession, AuthUser, OAuthProvider } from "@/lib/auth/types";

/**
 * The browser's side of accounts: every component signs in, up and out through these, over our
 * /api/auth route handlers, whatever adapter the server runs. Nothing here knows the mode.
 */

export type AuthResult<T extends object = object> = ApiAnswer<T>;

type SignedIn = { user: AuthUser | null; session: AuthSession | null };

/**
 * POSTs to one of our /api/auth handlers; never throws. A failure carries the backend's message
 * for the toast (the first field error, else its message), or 'Something went wrong' when there
 * is none (spec section 8).
 */
async function post<T extends object>(url: string, body: unknown): Promise<AuthResult<T>> {
  const answer = await postJson<T>(url, body, () => AUTH_TOASTS.fallback);
  if (answer.ok) return answer;
  const fieldMessage = Object.values(answer.fieldErrors ?? {}).find(
    (value) => typeof value === "string" && value !== "",
  );
  return { ...answer, message: fieldMessage ?? answer.message };
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

/**
 * Never signs in: the answer is the same for a new and a taken email (`user` and `session` null),
 * and the member signs in by following the verification e-mail's link.
 */
export async function signUp(input: {
  email: string;
  password: string;
  name: string;
  userQuery: string;
}): Promise<AuthResult<SignedIn>> {
  return post<SignedIn>("/api/auth/signup", input);
}

/** Spends a verification link with the password the member sets or confirms; signed in when it works. */
export async function verifyEmail(token: string, password: string): Promise<AuthResult<SignedIn>> {
  const answer = await post<SignedIn>("/api/auth/verify", { token, password });
  if (answer.ok)
    emit({ type: "SIGNED_IN", snapshot: { user: answer.user, session: answer.session } });
  return answer;
}

/** A new link for the signed-in member whose address is not confirmed yet. */
export function resendVerification(): Promise<AuthResult> {
  return post("/api/auth/verify/resend", {});
}

/** Asks for a reset link; the answer's message is the same whether the account exists or not. */
export function requestPasswordReset(email: string): Promise<AuthResult<{ message: string }>> {
  return post<{ message: string }>("/api/auth/forgot", { email });
}

/** Spends a reset link with the new password; signed in when it works. */
export async function resetPassword(
  token: string,
  password: string,
): Promise<AuthResult<SignedIn>> {
  const answer = await post<SignedIn>("/api/auth/reset", { token, password });
  if (answer.ok)
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
