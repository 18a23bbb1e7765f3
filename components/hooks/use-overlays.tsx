"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import { signUpPath } from "@/lib/auth/client/auth-target";

export type AuthView = "login" | "sign_up";

type OverlayState = {
  authView: AuthView | null;
  cartOpen: boolean;
  cookieSettingsOpen: boolean;
  /** A page to go to, set when an overlay request is answered by navigation (consumed by AuthDialog). */
  pendingRoute: string | null;
  /**
   * Opens the authentication dialog on `view`. Spec section 2: the sign_up view does not open in
   * the dialog; asking for it closes the dialog and goes to /signup, carrying the booking target.
   */
  openAuth: (view?: AuthView) => void;
  closeAuth: () => void;
  setCartOpen: (open: boolean) => void;
  setCookieSettingsOpen: (open: boolean) => void;
  clearPendingRoute: () => void;
};

/** Which overlay is open: the auth dialog, cart drawer and cookie settings are opened from anywhere. */
function createOverlayStore() {
  return createStore<OverlayState>()((set) => ({
    authView: null,
    cartOpen: false,
    cookieSettingsOpen: false,
    pendingRoute: null,
    openAuth: (view = "login") =>
      set(
        view === "sign_up"
          ? { authView: null, cartOpen: false, pendingRoute: signUpPath() }
          : { authView: view, cartOpen: false },
      ),
    closeAuth: () => set({ authView: null }),
    setCartOpen: (open) => set({ cartOpen: open }),
    setCookieSettingsOpen: (open) => set({ cookieSettingsOpen: open }),
    clearPendingRoute: () => set({ pendingRoute: null }),
  }));
}

const OverlayContext = createContext<StoreApi<OverlayState> | null>(null);

export function OverlayProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createOverlayStore);
  return <OverlayContext.Provider value={store}>{children}</OverlayContext.Provider>;
}

export function useOverlays<T>(selector: (state: OverlayState) => T): T {
  const store = useContext(OverlayContext);
  if (!store) throw new Error("useOverlays must be used within an OverlayProvider");
  return useStore(store, selector);
}
