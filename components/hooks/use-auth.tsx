"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { fetchSession, onAuthChange } from "@/lib/auth/client/session";
import { AUTH_TIMINGS, type AuthSession, type AuthUser } from "@/lib/auth/types";

export type AuthState = {
  user: AuthUser | null;
  session: AuthSession | null;
  /** True until the first session read (spec section 3). */
  loading: boolean;
  /** Whether social sign-in is configured (connected mode). */
  oauth: boolean;
  /** Reads the session again now. */
  refresh: () => Promise<void>;
};

const AuthContext = createContext<AuthState | null>(null);

type Snapshot = Omit<AuthState, "refresh">;

/**
 * Auth state for the whole app, read from the browser after mount (GET /api/auth/session) so
 * pages stay static. Follows every sign-in and sign-out (this tab and others), and reads again
 * every 30 s and whenever the window regains focus.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<Snapshot>({
    user: null,
    session: null,
    loading: true,
    oauth: false,
  });
  // Answers to reads started before a newer change are dropped, so a slow poll never undoes a sign-in.
  const version = useRef(0);

  const refresh = useCallback(async () => {
    const started = ++version.current;
    const snapshot = await fetchSession();
    if (started !== version.current) return;
    setState((previous) =>
      snapshot ? { ...snapshot, loading: false } : { ...previous, loading: false },
    );
  }, []);

  useEffect(() => {
    void refresh();
    const unsubscribe = onAuthChange(({ snapshot }) => {
      if (snapshot && "user" in snapshot) {
        version.current++;
        setState((previous) => ({
          ...previous,
          user: snapshot.user ?? null,
          session: snapshot.session ?? null,
          loading: false,
        }));
        // The sign-in answer says who, not what they may do (staff): the session read does.
        if (snapshot.user) void refresh();
      } else {
        void refresh();
      }
    });
    const timer = window.setInterval(() => void refresh(), AUTH_TIMINGS.sessionRefreshMs);
    const onFocus = () => void refresh();
    window.addEventListener("focus", onFocus);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [refresh]);

  const value = useMemo<AuthState>(() => ({ ...state, refresh }), [state, refresh]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
