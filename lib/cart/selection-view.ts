import { toCartProduct } from "@/lib/cart/lines";
import type { CartProduct } from "@/lib/cart/types";
import { galleryImages, optionChoices, variantValue, type OptionChoice } from "@/lib/store/options";
import { toPricedVariant, type PricedVariant } from "@/lib/store/price";
import type { ProductRecord } from "@/lib/store/types";

/** A variant as the product page's picker and purchase panel read it. */
export type SelectableVariant = PricedVariant & {
  /** Its value of each option of the product, in the order of the view's `options` (null: none). */
  values: (string | null)[];
};

/**
 * What the browser needs of a product to choose and buy it, worked out on the server. It is
 * serialised into the page for the client components, so it carries nothing they do not read: no
 * description or additional info (rendered on the server), each variant's price and option
 * values once instead of the store's price lists and option values per variant and per option.
 * `id`, `title` and `image` are what a cart line keeps of the product.
 */
export type ProductSelectionView = CartProduct & {
  purchasable: boolean;
  /** The gallery, in order. */
  images: string[];
  /** Every option with its distinct values (the picker offers those that have any). */
  options: OptionChoice[];
  variants: SelectableVariant[];
};

export function toSelectionView(product: ProductRecord): ProductSelectionView {
  return {
    ...toCartProduct(product),
    purchasable: product.purchasable,
    images: galleryImages(product),
    options: optionChoices(product),
    variants: product.variants.map((variant) => ({
      ...toPricedVariant(variant),
      values: product.options.map((option) => variantValue(product, variant, option.id) ?? null),
    })),
  };
}
