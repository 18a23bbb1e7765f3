"use client";

import { useState } from "react";
import { toast } from "@/lib/toast";
import { Price } from "@/components/store/price";
import { useProductSelection } from "@/components/store/product-selection";
import { QuantityControl } from "@/components/store/quantity-control";
import { useStock } from "@/components/store/stock-boundary";
import { VariantPicker } from "@/components/store/variant-picker";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/cart-provider";
import { toCartVariant } from "@/lib/cart/lines";
import { notEnoughStock, STORE_MESSAGES } from "@/lib/store/messages";
import { applyStockToVariant, availableUnits } from "@/lib/store/stock";

/**
 * Price, options, quantity and add to cart. Adding is disabled when the product cannot be bought
 * or the chosen quantity is more than the stock (spec section 5), with the reason under it.
 */
export function ProductPurchase() {
  const { product, variant } = useProductSelection();
  const { whenReady } = useStock();
  const addItem = useCart((s) => s.addItem);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);

  const price = variant?.price ?? null;
  const available = variant ? availableUnits(variant) : 0;
  const unavailable = !product.purchasable || !variant || !price || available === 0;
  const short = !unavailable && quantity > available;
  const reason = unavailable
    ? STORE_MESSAGES.unavailable
    : short
      ? notEnoughStock(available)
      : null;

  async function add() {
    if (!variant) return;
    setBusy(true);
    try {
      const fresh = applyStockToVariant(variant, await whenReady());
      // The line keeps its own small snapshot of the product, not the page's whole view of it.
      const { id, title, image } = product;
      addItem({ id, title, image }, toCartVariant(fresh), quantity);
      toast.success(STORE_MESSAGES.addedToCart, {
        description: `${quantity} × ${product.title} (${variant.title})`,
      });
    } catch (error) {
      toast.error(STORE_MESSAGES.addFailedProduct, {
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      {price ? (
        <Price
          cents={price.cents}
          compareAtCents={price.compareAtCents}
          currency={price.currency}
          className="text-2xl"
        />
      ) : null}
      <VariantPicker />
      <div className="flex flex-wrap items-center gap-4">
        <QuantityControl id="quantity" label="Quantity" value={quantity} onChange={setQuantity} />
        <Button
          type="button"
          size="lg"
          className="min-w-48 flex-1 sm:flex-none"
          disabled={busy || reason !== null}
          aria-describedby={reason ? "purchase-reason" : undefined}
          onClick={add}
        >
          <Icon name="shopping-bag" />
          Add to Cart
        </Button>
      </div>
      <p
        id="purchase-reason"
        role="status"
        className="text-destructive min-h-6 text-sm font-medium"
      >
        {reason}
      </p>
    </div>
  );
}
