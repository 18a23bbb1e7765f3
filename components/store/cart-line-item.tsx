"use client";

import Link from "@/components/ui/link";
import { m } from "framer-motion";
import { Trash2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { ProductImage } from "@/components/store/product-image";
import { QuantityControl } from "@/components/store/quantity-control";
import { useCart } from "@/lib/cart/cart-provider";
import { lineTotal } from "@/lib/cart/lines";
import type { CartLine } from "@/lib/cart/types";
import { notEnoughStock, STORE_MESSAGES } from "@/lib/store/messages";
import { formatPrice } from "@/lib/store/price";
import { availableUnits } from "@/lib/store/stock";

/** One line of the cart drawer: picture, title, variant, quantity, line total, remove. */
export function CartLineItem({ line, onNavigate }: { line: CartLine; onNavigate: () => void }) {
  const setQuantity = useCart((s) => s.setQuantity);
  const removeItem = useCart((s) => s.removeItem);
  const { product, variant } = line;
  const name = `${product.title} (${variant.title})`;
  const available = availableUnits(variant);
  const over = line.quantity > available;

  function change(quantity: number) {
    try {
      setQuantity(variant.id, quantity);
    } catch (error) {
      toast.error(STORE_MESSAGES.addFailedListing, {
        description: error instanceof Error ? error.message : String(error),
      });
    }
  }

  return (
    <m.li
      className="flex gap-4 py-4"
      data-testid="cart-line"
      data-variant-id={variant.id}
      // A removed line folds away, so the lines below it slide up instead of jumping.
      exit={{ opacity: 0, height: 0, paddingTop: 0, paddingBottom: 0, overflow: "hidden" }}
      transition={{ duration: 0.2, ease: "easeOut" }}
    >
      <ProductImage
        src={variant.image_url ?? product.image}
        alt={product.title}
        sizes="64px"
        className="size-16 shrink-0 rounded-lg border"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <Link
              href={`/product/${encodeURIComponent(product.id)}`}
              onClick={onNavigate}
              className="line-clamp-2 font-medium underline-offset-4 hover:underline"
            >
              {product.title}
            </Link>
            <p className="text-muted-foreground text-sm">{variant.title}</p>
          </div>
          <button
            type="button"
            onClick={() => removeItem(variant.id)}
            aria-label={`Remove ${name}`}
            className="text-muted-foreground hover:bg-muted hover:text-foreground -mt-1 -mr-1 rounded-full p-2"
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
        <div className="flex items-center justify-between gap-2">
          <QuantityControl
            id={`quantity-${variant.id}`}
            label={`Quantity of ${name}`}
            size="sm"
            min={0}
            max={Number.isFinite(available) ? Math.max(available, line.quantity) : undefined}
            value={line.quantity}
            onChange={change}
          />
          <p className="font-medium tabular-nums" data-testid="line-total">
            {formatPrice(lineTotal(line), variant.currency)}
          </p>
        </div>
        {over ? (
          <p className="text-destructive text-xs font-medium">{notEnoughStock(available)}</p>
        ) : null}
      </div>
    </m.li>
  );
}
