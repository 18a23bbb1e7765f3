import { GST_PERCENT } from "@/lib/pricing/constants";

/**
 * The classification printed on each invoice line: a SAC (services accounting code) for the
 * club's services, an HSN (harmonised system) code for store goods, each with its GST rate.
 * IMPORTANT: every rate here is the site's one GST rate, the one every price on the site is
 * quoted with. Goods' rates by HSN can differ; the club's accountant confirms them before store
 * goods are invoiced, and changes them here, the one place they live.
 */
export type TaxCode = { scheme: "SAC" | "HSN" | "none"; code: string; gstPercent: number };

/** Renting of non-residential property (rooms, the studio, desks, day passes): SAC 997212. */
export const SPACE_RENTAL: TaxCode = { scheme: "SAC", code: "997212", gstPercent: GST_PERCENT };

/** Store goods by category, each with its HSN heading. */
export const GOODS = {
  "knitted-t-shirt": { scheme: "HSN", code: "6109", gstPercent: GST_PERCENT },
  "knitted-sweatshirt": { scheme: "HSN", code: "6110", gstPercent: GST_PERCENT },
  headgear: { scheme: "HSN", code: "6505", gstPercent: GST_PERCENT },
  "ceramic-tableware": { scheme: "HSN", code: "6912", gstPercent: GST_PERCENT },
  "paper-notebook": { scheme: "HSN", code: "4820", gstPercent: GST_PERCENT },
  "textile-bag": { scheme: "HSN", code: "4202", gstPercent: GST_PERCENT },
  "vacuum-flask": { scheme: "HSN", code: "9617", gstPercent: GST_PERCENT },
} as const satisfies Record<string, TaxCode>;
export type GoodsCategory = keyof typeof GOODS;

/**
 * The local catalogue's products by category (lib/store/embedded/seed.ts ids). The gift card is
 * absent on purpose: a voucher is not a supply of goods when sold; GST falls on what it buys.
 */
export const PRODUCT_CATEGORIES: Record<string, GoodsCategory> = {
  "lotus-crew-tee": "knitted-t-shirt",
  "expressway-hoodie": "knitted-sweatshirt",
  "lotus-club-cap": "headgear",
  "morning-ritual-mug": "ceramic-tableware",
  "members-notebook": "paper-notebook",
  "canvas-club-tote": "textile-bag",
  "insulated-bottle": "vacuum-flask",
};

/**
 * A voucher (the gift card): neither goods nor a service when sold (CBIC circular 243/37/2024),
 * so no GST until it is redeemed for something that is.
 */
export const VOUCHER: TaxCode = { scheme: "none", code: "", gstPercent: 0 };

/** A product's tax code, or undefined for a product with no category here (a hosted one, a voucher). */
export function taxCodeOfProduct(productId: string): TaxCode | undefined {
  const category = PRODUCT_CATEGORIES[productId];
  return category ? GOODS[category] : undefined;
}
