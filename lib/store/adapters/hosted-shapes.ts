import "server-only";
import { z } from "@/lib/zod";
import { DEFAULT_CURRENCY, withShownPrice } from "@/lib/store/price";
import type { Product, ProductPage, ProductRecord, VariantStock } from "@/lib/store/types";

/**
 * The hosted store's answers, read leniently (a missing optional field gets its empty value,
 * unknown fields are dropped) and converted to the app's own types at this boundary.
 */

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
const num = (fallback: number) =>
  z
    .number()
    .nullish()
    .transform((v) => v ?? fallback);

const optionValue = z.object({
  id: z.coerce.string(),
  option_id: z.coerce
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  variant_id: z.coerce
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  value: z.coerce.string(),
});

const price = z
  .object({
    amount: z.number(),
    sale_amount: z
      .number()
      .nullish()
      .transform((v) => v ?? null),
    currency_code: z.string().nullish(),
    currency: z
      .object({
        code: z.string().nullish(),
        symbol: z.string().nullish(),
        template: z.string().nullish(),
      })
      .nullish(),
  })
  .transform((p) => {
    const code = p.currency_code ?? p.currency?.code ?? DEFAULT_CURRENCY;
    return {
      amount: p.amount,
      sale_amount: p.sale_amount,
      currency_code: code,
      currency: {
        code: p.currency?.code ?? code,
        symbol: p.currency?.symbol ?? code.toUpperCase(),
        template: p.currency?.template ?? `${p.currency?.symbol ?? ""}$1`,
      },
    };
  });

const variant = z.object({
  id: z.coerce.string(),
  title: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  image_url: text,
  sku: text,
  prices: list(price),
  manage_inventory: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  weight: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  options: list(optionValue),
  inventory_quantity: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
});

const rawProduct = z.object({
  id: z.coerce.string(),
  title: z.string(),
  subtitle: text,
  ribbon_text: text,
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  thumbnail: text,
  image: text,
  status: z
    .string()
    .nullish()
    .transform((v) => v ?? "published"),
  purchasable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
  order: num(0),
  site_product_selection: text,
  images: list(
    z.object({
      url: z.string(),
      order: num(0),
      type: z
        .string()
        .nullish()
        .transform((v) => v ?? "image"),
    }),
  ),
  options: list(z.object({ id: z.coerce.string(), title: z.string(), values: list(optionValue) })),
  variants: list(variant),
  product_collections: list(
    z.object({ product_id: z.coerce.string(), collection_id: z.coerce.string(), order: num(0) }),
  ),
  additional_info: list(
    z.object({
      id: z.coerce.string(),
      order: num(0),
      title: z
        .string()
        .nullish()
        .transform((v) => v ?? ""),
      description: z
        .string()
        .nullish()
        .transform((v) => v ?? ""),
    }),
  ),
  type: z
    .object({ value: z.string() })
    .nullish()
    .transform((v) => v ?? null),
  custom_fields: list(
    z.object({
      id: z.coerce.string(),
      title: z.string(),
      is_required: z
        .boolean()
        .nullish()
        .transform((v) => v ?? false),
    }),
  ),
  related_products: list(
    z.object({
      id: z.coerce.string(),
      section_title: text,
      related_type: z
        .string()
        .nullish()
        .transform((v) => v ?? "product"),
      related_id: z.coerce.string(),
      position: num(0),
    }),
  ),
  updated_at: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  created_at: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  deleted_at: text,
  metadata: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((v) => v ?? null),
});

function reshapeProduct(raw: z.output<typeof rawProduct>): Product {
  const { image, ...rest } = raw;
  const record: ProductRecord = {
    ...rest,
    thumbnail: raw.thumbnail ?? image ?? raw.images[0]?.url ?? null,
  };
  return withShownPrice(record);
}

export const productPageShape = z
  .object({
    count: z.number().nullish(),
    offset: z.number().nullish(),
    limit: z.number().nullish(),
    products: z.array(rawProduct),
  })
  .transform((page): ProductPage => ({
    count: page.count ?? page.products.length,
    offset: page.offset ?? 0,
    limit: page.limit ?? page.products.length,
    products: page.products.map(reshapeProduct),
  }));

export const productShape = z
  .object({ product: rawProduct })
  .transform((body): Product => reshapeProduct(body.product));

export const stockShape = z
  .object({
    variants: z.array(
      z.object({
        id: z.coerce.string(),
        inventory_quantity: z
          .number()
          .nullish()
          .transform((v) => v ?? null),
      }),
    ),
  })
  .transform((body): VariantStock[] => body.variants);

export const checkoutShape = z.object({ url: z.string().min(1) });
