"use client";

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import {
  CART_STORAGE_KEY,
  createCartStore,
  type CartState,
  type CartStore,
} from "@/lib/cart/cart-store";

type CartContextValue = { store: CartStore; hydrated: boolean };

const CartContext = createContext<CartContextValue | null>(null);

/**
 * Creates the page's one cart store, reads the stored cart after hydration, and re-reads it
 * whenever another tab changes it, so every open tab shows the same cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createCartStore());
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    let active = true;
    void store.persist.rehydrate().then(() => {
      if (active) setHydrated(true);
    });
    const onStorage = (event: StorageEvent) => {
      // key null: another tab cleared all of local storage.
      if (event.key === CART_STORAGE_KEY || event.key === null) void store.persist.rehydrate();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      active = false;
      window.removeEventListener("storage", onStorage);
    };
  }, [store]);

  const value = useMemo(() => ({ store, hydrated }), [store, hydrated]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

function useCartContext(): CartContextValue {
  const context = useContext(CartContext);
  if (!context) throw new Error("useCart must be used within a CartProvider");
  return context;
}

export function useCart<T>(selector: (state: CartState) => T): T {
  return useStore(useCartContext().store, selector);
}

/** False until the stored cart has been read: hide counts until then rather than show 0. */
export function useCartHydrated(): boolean {
  return useCartContext().hydrated;
}
