"use client";

import { createContext, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";

export type AuthView = "login" | "sign_up";

type OverlayState = {
  authView: AuthView | null;
  cartOpen: boolean;
  cookieSettingsOpen: boolean;
  openAuth: (view?: AuthView) => void;
  closeAuth: () => void;
  setAuthView: (view: AuthView) => void;
  setCartOpen: (open: boolean) => void;
  setCookieSettingsOpen: (open: boolean) => void;
};

/** Which overlay is open: the auth dialog, cart drawer and cookie settings are opened from anywhere. */
function createOverlayStore() {
  return createStore<OverlayState>()((set) => ({
    authView: null,
    cartOpen: false,
    cookieSettingsOpen: false,
    openAuth: (view = "login") => set({ authView: view, cartOpen: false }),
    closeAuth: () => set({ authView: null }),
    setAuthView: (view) => set({ authView: view }),
    setCartOpen: (open) => set({ cartOpen: open }),
    setCookieSettingsOpen: (open) => set({ cookieSettingsOpen: open }),
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
