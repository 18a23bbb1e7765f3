import { callApi } from "@/lib/api-client";
import type { SessionSnapshot } from "@/lib/auth/types";

/**
 * Who is signed in, and news of it changing: what every page needs (the header's account
 * button), kept apart from the sign-in and sign-up calls in ./accounts.ts, which only the
 * auth forms load.
 */

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

/** Tells this tab's listeners and the other tabs of a sign-in or sign-out. */
export function emit(change: AuthChange) {
  for (const listener of listeners) listener(change);
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: change.type, tab: TAB });
    channel.close();
  }
}

/** The current session as the server sees it; null when the server could not be asked. */
export async function fetchSession(): Promise<SessionSnapshot | null> {
  const answer = await callApi<Partial<SessionSnapshot>>("/api/auth/session");
  if (!answer.ok) return null;
  return {
    user: answer.user ?? null,
    session: answer.session ?? null,
    oauth: answer.oauth === true,
  };
}
