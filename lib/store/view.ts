import type { Product } from "@/lib/store/types";

/**
 * What the browser needs of a product to choose and buy it: no description or additional info
 * (their HTML is sanitised and rendered on the server, and need not travel twice).
 */
export type PurchasableProduct = Pick<
  Product,
  | "id"
  | "title"
  | "thumbnail"
  | "images"
  | "options"
  | "variants"
  | "purchasable"
  | "price_in_cents"
  | "currency"
>;

export function toPurchasableProduct(product: Product): PurchasableProduct {
  const { id, title, thumbnail, images, options, variants, purchasable, price_in_cents, currency } =
    product;
  return { id, title, thumbnail, images, options, variants, purchasable, price_in_cents, currency };
}
