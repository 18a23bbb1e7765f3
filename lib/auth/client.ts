import { safeRedirectPath } from "@/lib/auth/redirect";
import {
  AUTH_TOASTS,
  type AuthSession,
  type AuthUser,
  type OAuthProvider,
  type SessionSnapshot,
} from "@/lib/auth/types";

/**
 * The browser's side of accounts: every component signs in, up and out through these, over our
 * /api/auth route handlers, whatever adapter the server runs. Nothing here knows the mode.
 */

export type AuthResult<T extends object = object> =
  ({ ok: true } & T) | { ok: false; status: number; message: string };

type SignedIn = { user: AuthUser | null; session: AuthSession | null };

export type AuthChange = { type: "SIGNED_IN" | "SIGNED_OUT"; snapshot?: Partial<SessionSnapshot> };
type Listener = (change: AuthChange) => void;

const listeners = new Set<Listener>();
const CHANNEL = "lotus-auth";
// Other tabs hear of changes through the channel; this tab's own listeners already have.
const TAB = Math.random().toString(36).slice(2);

/** Follows every sign-in and sign-out made through this module, in this tab and in the others. */
export function onAuthChange(listener: Listener): () => void {
  listeners.add(listener);
  let channel: BroadcastChannel | undefined;
  if (typeof BroadcastChannel !== "undefined") {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type: AuthChange["type"]; tab: string }>) => {
      if (event.data.tab !== TAB) listener({ type: event.data.type });
    };
  }
  return () => {
    listeners.delete(listener);
    channel?.close();
  };
}

function emit(change: AuthChange) {
  for (const listener of listeners) listener(change);
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: change.type, tab: TAB });
    channel.close();
  }
}

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

/** The current session as the server sees it; null when the server could not be asked. */
export async function fetchSession(): Promise<SessionSnapshot | null> {
  try {
    const response = await fetch("/api/auth/session", {
      cache: "no-store",
      credentials: "same-origin",
    });
    if (!response.ok) return null;
    const data = (await response.json()) as Partial<SessionSnapshot> & { ok?: boolean };
    return { user: data.user ?? null, session: data.session ?? null, oauth: data.oauth === true };
  } catch {
    return null;
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
