import type { CartLine, CartProduct, CartVariant } from "@/lib/cart/types";
import { DEFAULT_CURRENCY, type PricedVariant } from "@/lib/store/price";
import type { ProductRecord } from "@/lib/store/types";

export function toCartProduct(
  product: Pick<ProductRecord, "id" | "title" | "thumbnail" | "images">,
): CartProduct {
  return {
    id: product.id,
    title: product.title,
    image: product.thumbnail ?? product.images[0]?.url ?? null,
  };
}

export function toCartVariant(variant: PricedVariant): CartVariant {
  const { price } = variant;
  return {
    id: variant.id,
    title: variant.title,
    image_url: variant.image_url,
    price_in_cents: price?.cents ?? 0,
    compare_at_cents: price?.compareAtCents ?? null,
    currency: price?.currency ?? DEFAULT_CURRENCY,
    manage_inventory: variant.manage_inventory,
    inventory_quantity: variant.inventory_quantity,
  };
}

export const lineTotal = (line: CartLine) => line.variant.price_in_cents * line.quantity;

/** The subtotal per currency, in the order the currencies first appear (usually just one). */
export function cartSubtotals(lines: readonly CartLine[]): { currency: string; cents: number }[] {
  const totals = new Map<string, number>();
  for (const line of lines) {
    const code = line.variant.currency.toUpperCase();
    totals.set(code, (totals.get(code) ?? 0) + lineTotal(line));
  }
  return [...totals].map(([currency, cents]) => ({ currency, cents }));
}
