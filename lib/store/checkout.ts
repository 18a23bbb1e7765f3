import "server-only";
import { OutOfStockError, StoreInputError } from "@/lib/store/errors";
import type { StorePort } from "@/lib/store/port";
import { unitsHeldAtMost } from "@/lib/store/checkout-rules";
import { toStockLevels } from "@/lib/store/stock";
import type { CheckoutItem } from "@/lib/store/types";

export type CartItem = CheckoutItem & { product_id: string };

/** The same variant twice becomes one item with the quantities added. */
export function mergeItems(items: CartItem[]): CartItem[] {
  const merged = new Map<string, CartItem>();
  for (const item of items) {
    const seen = merged.get(item.variant_id);
    merged.set(
      item.variant_id,
      seen ? { ...seen, quantity: seen.quantity + item.quantity } : { ...item },
    );
  }
  return [...merged.values()];
}

/**
 * Checks a cart against the store just before checkout, with fresh stock: every variant exists
 * on its product, the product can be bought, and counted stock covers the quantity. The embedded
 * store checks stock again, atomically, when it takes the units. With `maxUnitsPerVariant` (the
 * checkout route's), no stocked variant is held beyond it, nor beyond half of what is left of it
 * (`unitsHeldAtMost`), by one order.
 */
export async function verifyCart(
  port: StorePort,
  items: CartItem[],
  { maxUnitsPerVariant }: { maxUnitsPerVariant?: number } = {},
): Promise<CartItem[]> {
  const merged = mergeItems(items);
  const productIds = [...new Set(merged.map((i) => i.product_id))];
  const [{ products }, stock] = await Promise.all([
    port.listProducts({ ids: productIds, limit: productIds.length }),
    port.getStock(productIds),
  ]);
  const levels = toStockLevels(stock);
  for (const item of merged) {
    const product = products.find((p) => p.id === item.product_id);
    const variant = product?.variants.find((v) => v.id === item.variant_id);
    if (!product || !variant)
      throw new StoreInputError(`Unknown product variant: ${item.variant_id}`);
    if (!product.purchasable)
      throw new StoreInputError(`${product.title} is currently unavailable.`);
    if (!variant.manage_inventory) continue;
    const available = Math.max(0, levels.get(variant.id) ?? variant.inventory_quantity ?? 0);
    if (item.quantity > available)
      throw new OutOfStockError(product.title, variant.title, available);
    const most =
      maxUnitsPerVariant === undefined ? undefined : unitsHeldAtMost(available, maxUnitsPerVariant);
    if (most !== undefined && item.quantity > most) {
      // An unpaid order holds its units: nobody holds a product's whole stock.
      throw new StoreInputError(
        `You can order up to ${most} of ${product.title} (${variant.title}) at a time. For more, please ask the front desk.`,
      );
    }
  }
  return merged;
}
