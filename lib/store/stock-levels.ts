import "server-only";
import { getStorePort } from "@/lib/store/select";
import { catalogue } from "@/lib/store/embedded/seed";
import type { ProductRecord, VariantStock } from "@/lib/store/types";

/** At or below this many units a variant is marked "Low stock" for the desk to reorder. */
export const LOW_STOCK_THRESHOLD = 5;

export type StockLevel = {
  variantId: string;
  product: string;
  /** Empty for a product with one variant. */
  variant: string;
  quantity: number;
  low: boolean;
};

/** Every counted variant of `records` with its units in `stock`, lowest first. */
export function stockLevels(
  records: readonly ProductRecord[],
  stock: readonly VariantStock[],
): StockLevel[] {
  const units = new Map(stock.map((s) => [s.id, s.inventory_quantity]));
  return records
    .flatMap((product) =>
      product.variants.flatMap((variant) => {
        const quantity = units.get(variant.id);
        if (quantity === null || quantity === undefined) return [];
        return [
          {
            variantId: variant.id,
            product: product.title,
            variant: product.variants.length > 1 ? variant.title : "",
            quantity,
            low: quantity <= LOW_STOCK_THRESHOLD,
          },
        ];
      }),
    )
    .sort((a, b) => a.quantity - b.quantity || a.product.localeCompare(b.product));
}

/** The embedded catalogue's stock, through the store port (which seeds it on first use). */
export async function listStockLevels(): Promise<StockLevel[]> {
  const stock = await getStorePort().getStock(catalogue.map((product) => product.id));
  return stockLevels(catalogue, stock);
}
