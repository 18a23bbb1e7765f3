import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist, type StateStorage } from "zustand/middleware";
import type { CartLine, CartProduct, CartVariant } from "@/lib/cart/types";
import { readStoredCart } from "@/lib/cart/stored-cart";
import { CHECKOUT_LIMITS } from "@/lib/store/checkout-rules";
import { notEnoughStockFor } from "@/lib/store/stock-messages";
import type { StockLevels } from "@/lib/store/stock";

/** The local-storage key of the cart (spec section 3). */
export const CART_STORAGE_KEY = "lotus-club-cart";
/** Bump when the stored shape changes: an older cart is then dropped, not misread. */
export const CART_VERSION = 1;

/** A cart change refused: its message is for the shopper (shown in a toast). */
export class CartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CartError";
  }
}

export type CartState = {
  lines: CartLine[];
  /** Merges into the line of the same variant; refuses more than counted stock allows. */
  addItem: (product: CartProduct, variant: CartVariant, quantity: number) => void;
  removeItem: (variantId: string) => void;
  /** Zero or less removes the line. */
  setQuantity: (variantId: string, quantity: number) => void;
  clear: () => void;
  /** Fresh stock from the store, kept on the lines so the drawer knows the limits. */
  updateStock: (levels: StockLevels) => void;
};

export type CartStore = ReturnType<typeof createCartStore>;

function checkStock(product: CartProduct, variant: CartVariant, quantity: number): void {
  if (!variant.manage_inventory) return;
  const stock = Math.max(0, variant.inventory_quantity ?? 0);
  if (quantity > stock) throw new CartError(notEnoughStockFor(product.title, variant.title, stock));
}

function checkLimits(quantity: number): void {
  if (quantity > CHECKOUT_LIMITS.maxQuantity) {
    throw new CartError(
      `You can order up to ${CHECKOUT_LIMITS.maxQuantity} of one item at a time.`,
    );
  }
}

const browserStorage = (): StateStorage | undefined =>
  typeof window === "undefined" ? undefined : window.localStorage;

/**
 * A storage that never throws: unreadable JSON is removed and read as no cart; a full or
 * blocked storage keeps the cart in memory for this page.
 */
export function guardStorage(storage: () => StateStorage | undefined): StateStorage {
  return {
    getItem(name) {
      try {
        const raw = storage()?.getItem(name) ?? null;
        if (typeof raw === "string") JSON.parse(raw);
        return raw;
      } catch {
        try {
          void storage()?.removeItem(name);
        } catch {
          // Storage unavailable.
        }
        return null;
      }
    },
    setItem(name, value) {
      try {
        void storage()?.setItem(name, value);
      } catch {
        // Quota exceeded or storage blocked: the cart lives in memory for now.
      }
    },
    removeItem(name) {
      try {
        void storage()?.removeItem(name);
      } catch {
        // Storage unavailable.
      }
    },
  };
}

/**
 * One cart store per provider (never a module global, so nothing on the server shares it). It
 * starts empty and reads local storage only when the provider asks (`persist.rehydrate()`),
 * after hydration, so server and browser render the same first frame.
 */
export function createCartStore(backing?: StateStorage) {
  const storage = guardStorage(() => backing ?? browserStorage());
  return createStore<CartState>()(
    persist(
      (set, get) => ({
        lines: [],

        addItem(product, variant, quantity) {
          if (!Number.isInteger(quantity) || quantity < 1) {
            throw new CartError("Choose a quantity of at least 1.");
          }
          const lines = get().lines;
          const existing = lines.find((line) => line.variant.id === variant.id);
          const total = (existing?.quantity ?? 0) + quantity;
          checkStock(product, variant, total);
          checkLimits(total);
          if (!existing && lines.length >= CHECKOUT_LIMITS.maxLines) {
            throw new CartError(
              `Your cart can hold up to ${CHECKOUT_LIMITS.maxLines} different items.`,
            );
          }
          set({
            lines: existing
              ? lines.map((line) =>
                  line.variant.id === variant.id ? { product, variant, quantity: total } : line,
                )
              : [...lines, { product, variant, quantity }],
          });
        },

        removeItem(variantId) {
          set({ lines: get().lines.filter((line) => line.variant.id !== variantId) });
        },

        setQuantity(variantId, quantity) {
          if (Number.isNaN(quantity)) return;
          const whole = Math.floor(quantity);
          if (whole <= 0) return get().removeItem(variantId);
          const line = get().lines.find((l) => l.variant.id === variantId);
          if (!line) return;
          // Fewer is always allowed, even when stock has fallen below what the cart holds.
          if (whole > line.quantity) {
            checkStock(line.product, line.variant, whole);
            checkLimits(whole);
          }
          set({
            lines: get().lines.map((l) =>
              l.variant.id === variantId ? { ...l, quantity: whole } : l,
            ),
          });
        },

        clear() {
          set({ lines: [] });
        },

        updateStock(levels) {
          const lines = get().lines;
          if (!lines.some((l) => levels.has(l.variant.id))) return;
          set({
            lines: lines.map((l) =>
              levels.has(l.variant.id)
                ? {
                    ...l,
                    variant: { ...l.variant, inventory_quantity: levels.get(l.variant.id) ?? null },
                  }
                : l,
            ),
          });
        },
      }),
      {
        name: CART_STORAGE_KEY,
        version: CART_VERSION,
        storage: createJSONStorage(() => storage),
        skipHydration: true,
        partialize: (state) => ({ lines: state.lines }),
        // An outdated cart is dropped quietly.
        migrate: () => ({ lines: [] }),
        merge(persisted, current) {
          if (persisted === undefined) return { ...current, lines: [] };
          const lines = readStoredCart(persisted);
          if (lines) return { ...current, lines };
          // Stored but unusable: dropped from storage too, so it is not read again.
          storage.removeItem(CART_STORAGE_KEY);
          return { ...current, lines: [] };
        },
      },
    ),
  );
}
