"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import { useStock } from "@/components/store/stock-boundary";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/cart-provider";
import { toCartVariant } from "@/lib/cart/lines";
import type { CartProduct } from "@/lib/cart/types";
import { STORE_MESSAGES } from "@/lib/store/messages";
import { toPricedVariant } from "@/lib/store/price";
import { applyStockToVariant, availableUnits } from "@/lib/store/stock";
import type { ProductVariant } from "@/lib/store/types";

/** The listing's quick add, for a product with a single variant: one unit, with fresh stock. */
export function AddToCartButton({
  product,
  variant,
}: {
  product: CartProduct;
  variant: ProductVariant;
}) {
  const addItem = useCart((s) => s.addItem);
  const { state, whenReady } = useStock();
  const [busy, setBusy] = useState(false);
  const soldOut =
    state.status === "ready" && availableUnits(applyStockToVariant(variant, state.levels)) === 0;

  async function add() {
    setBusy(true);
    try {
      const fresh = applyStockToVariant(variant, await whenReady());
      addItem(product, toCartVariant(toPricedVariant(fresh)), 1);
      toast.success(STORE_MESSAGES.addedToCart, { description: product.title });
    } catch (error) {
      toast.error(STORE_MESSAGES.addFailedListing, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  const label = soldOut ? "Sold out" : "Add to Cart";
  return (
    <Button
      type="button"
      className="relative z-10 w-full"
      disabled={busy || soldOut}
      onClick={add}
      // Which product, for a screen reader among many cards. The visible words lead the name
      // (WCAG 2.5.3, label in name), so "Add to Cart" spoken as a voice command still works.
      aria-label={`${label}: ${product.title}`}
    >
      <Icon name="shopping-bag" />
      {label}
    </Button>
  );
}
