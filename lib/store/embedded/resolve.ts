import "server-only";
import { StoreInputError } from "@/lib/store/errors";
import { variantPrice } from "@/lib/store/price";
import type { CheckoutItem, OrderLine, ProductRecord } from "@/lib/store/types";

export type ResolvedLine = OrderLine & { manageInventory: boolean; currency: string };
export type ResolvedOrder = { currency: string; total_cents: number; lines: ResolvedLine[] };

/**
 * A checkout's items against the catalogue: the same variant twice becomes one line, and an
 * unknown variant, an unavailable product, a missing price or mixed currencies refuse the order.
 */
export function resolveCheckout(catalogue: ProductRecord[], items: CheckoutItem[]): ResolvedOrder {
  if (items.length === 0) throw new StoreInputError("The order has no items.");
  const quantities = new Map<string, number>();
  for (const item of items) {
    quantities.set(item.variant_id, (quantities.get(item.variant_id) ?? 0) + item.quantity);
  }

  const lines: ResolvedLine[] = [];
  for (const [variantId, quantity] of quantities) {
    const product = catalogue.find(
      (p) => p.deleted_at === null && p.variants.some((v) => v.id === variantId),
    );
    const variant = product?.variants.find((v) => v.id === variantId);
    if (!product || !variant) throw new StoreInputError(`Unknown product variant: ${variantId}`);
    if (!product.purchasable)
      throw new StoreInputError(`${product.title} is currently unavailable.`);
    const price = variantPrice(variant);
    if (!price) throw new StoreInputError(`${product.title} (${variant.title}) has no price.`);
    lines.push({
      product_id: product.id,
      variant_id: variant.id,
      product_title: product.title,
      variant_title: variant.title,
      image_url: variant.image_url ?? product.thumbnail ?? product.images[0]?.url ?? null,
      quantity,
      unit_price_cents: price.cents,
      manageInventory: variant.manage_inventory,
      currency: price.currency.toUpperCase(),
    });
  }

  const currencies = new Set(lines.map((l) => l.currency));
  if (currencies.size > 1) throw new StoreInputError("An order must be in one currency.");
  return {
    currency: [...currencies][0]!,
    total_cents: lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0),
    lines,
  };
}
