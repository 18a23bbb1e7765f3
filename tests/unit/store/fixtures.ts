import type { ProductRecord, ProductVariant, VariantPrice } from "@/lib/store/types";

export function price(amount: number, sale: number | null = null, code = "INR"): VariantPrice[] {
  return [
    {
      amount,
      sale_amount: sale,
      currency_code: code,
      currency: { code, symbol: "₹", template: "₹$1" },
    },
  ];
}

export function variant(
  id: string,
  prices: VariantPrice[],
  extra: Partial<ProductVariant> = {},
): ProductVariant {
  return {
    id,
    title: id,
    image_url: null,
    sku: null,
    prices,
    manage_inventory: false,
    weight: null,
    options: [],
    inventory_quantity: null,
    ...extra,
  };
}

export function record(
  id: string,
  variants: ProductVariant[],
  extra: Partial<ProductRecord> = {},
): ProductRecord {
  return {
    id,
    title: id,
    subtitle: null,
    ribbon_text: null,
    description: "",
    thumbnail: null,
    status: "published",
    purchasable: true,
    order: 0,
    site_product_selection: null,
    images: [],
    options: [],
    variants,
    product_collections: [],
    additional_info: [],
    type: null,
    custom_fields: [],
    related_products: [],
    updated_at: "2026-01-01T00:00:00.000Z",
    created_at: "2026-01-01T00:00:00.000Z",
    deleted_at: null,
    metadata: null,
    ...extra,
  };
}
