import type { ProductRecord, ProductVariant } from "@/lib/store/types";

type WithOptions = Pick<ProductRecord, "options">;

export type OptionChoice = { id: string; title: string; values: string[] };

/** Each option with its distinct values, in the order they first appear (maybe none). */
export function optionChoices(product: WithOptions): OptionChoice[] {
  return product.options.map((option) => ({
    id: option.id,
    title: option.title,
    values: [...new Set(option.values.map((v) => v.value).filter(Boolean))],
  }));
}

/** The value a variant carries for an option (from the variant, else from the option's list). */
export function variantValue(product: WithOptions, variant: ProductVariant, optionId: string) {
  return (
    variant.options.find((o) => o.option_id === optionId)?.value ??
    product.options.find((o) => o.id === optionId)?.values.find((v) => v.variant_id === variant.id)
      ?.value
  );
}

/** A variant's value of each of its product's options, by the options' position (null: none). */
type WithValues = { values: readonly (string | null)[] };

/**
 * The variant for a choice of option values after option `changed.option` was set to
 * `changed.value`: the one matching every value, else the first carrying the value just picked
 * (so a pick always lands somewhere).
 */
export function findVariant<V extends WithValues>(
  variants: readonly V[],
  current: V,
  changed: { option: number; value: string },
): V | undefined {
  const wanted = current.values.map((value, option) =>
    option === changed.option ? changed.value : value,
  );
  const matches = (variant: V) => wanted.every((value, option) => variant.values[option] === value);
  return variants.find(matches) ?? variants.find((v) => v.values[changed.option] === changed.value);
}

/** The gallery: the product's images in order, then any variant image not among them. */
export function galleryImages(
  product: Pick<ProductRecord, "images" | "variants" | "thumbnail">,
): string[] {
  const urls = [...product.images].sort((a, b) => a.order - b.order).map((i) => i.url);
  for (const variant of product.variants) if (variant.image_url) urls.push(variant.image_url);
  if (urls.length === 0 && product.thumbnail) urls.push(product.thumbnail);
  return [...new Set(urls)];
}

/** Gallery positions wrap around: one before the first is the last. */
export const wrapIndex = (index: number, length: number) =>
  length === 0 ? 0 : ((index % length) + length) % length;
