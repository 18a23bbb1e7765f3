import type { ProductVariant, VariantStock } from "@/lib/store/types";

/** Units a shopper may take of a variant: its stock when counted, no limit otherwise. */
export function availableUnits(
  variant: Pick<ProductVariant, "manage_inventory" | "inventory_quantity">,
): number {
  if (!variant.manage_inventory) return Number.POSITIVE_INFINITY;
  return Math.max(0, variant.inventory_quantity ?? 0);
}

export type StockLevels = ReadonlyMap<string, number | null>;

export function toStockLevels(stock: readonly VariantStock[]): StockLevels {
  return new Map(stock.map((s) => [s.id, s.inventory_quantity]));
}

/** Fresh stock overrides the quantity the product carries (listing and product page). */
export function applyStockToVariant<V extends Pick<ProductVariant, "id" | "inventory_quantity">>(
  variant: V,
  levels: StockLevels,
): V {
  if (!levels.has(variant.id)) return variant;
  return { ...variant, inventory_quantity: levels.get(variant.id) ?? null };
}

export function applyStock<P extends { variants: ProductVariant[] }>(
  product: P,
  levels: StockLevels,
): P {
  return { ...product, variants: product.variants.map((v) => applyStockToVariant(v, levels)) };
}
