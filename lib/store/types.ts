/**
 * App-owned shapes of the store (spec section 3), whatever backs it. Pure types: safe to import
 * from client code. Vendor answers are converted to these at the adapter boundary.
 */

export type CurrencyInfo = { code: string; symbol: string; template: string };

/** One price of a variant, in cents; `sale_amount` wins when set. */
export type VariantPrice = {
  amount: number;
  sale_amount: number | null;
  currency_code: string;
  currency: CurrencyInfo;
};

/** A value of an option, tied to the variant that carries it (Colour "Sand" of one tee). */
export type OptionValue = { id: string; option_id: string; variant_id: string; value: string };

export type ProductOption = { id: string; title: string; values: OptionValue[] };

export type ProductVariant = {
  id: string;
  title: string;
  image_url: string | null;
  sku: string | null;
  prices: VariantPrice[];
  manage_inventory: boolean;
  /** Grams. */
  weight: number | null;
  options: OptionValue[];
  /** Units in stock when `manage_inventory`; null when the store does not count them. */
  inventory_quantity: number | null;
};

export type ProductImage = { url: string; order: number; type: string };

export type ProductCollection = { product_id: string; collection_id: string; order: number };

export type AdditionalInfo = { id: string; order: number; title: string; description: string };

export type CustomField = { id: string; title: string; is_required: boolean };

export type RelatedProduct = {
  id: string;
  section_title: string | null;
  related_type: string;
  related_id: string;
  position: number;
};

export type ProductSelection = "lowest_price_first" | "first" | (string & {}) | null;

/** A product as the store describes it, before the shown price is derived from its variants. */
export type ProductRecord = {
  id: string;
  title: string;
  subtitle: string | null;
  ribbon_text: string | null;
  /** HTML from the store: sanitise before rendering (lib/store/sanitize.ts). */
  description: string;
  thumbnail: string | null;
  status: string;
  purchasable: boolean;
  order: number;
  site_product_selection: ProductSelection;
  images: ProductImage[];
  options: ProductOption[];
  variants: ProductVariant[];
  product_collections: ProductCollection[];
  additional_info: AdditionalInfo[];
  type: { value: string } | null;
  custom_fields: CustomField[];
  related_products: RelatedProduct[];
  updated_at: string;
  created_at: string;
  deleted_at: string | null;
  metadata: Record<string, unknown> | null;
};

/** A product with its shown price: `price_in_cents` and `currency` from the chosen variant. */
export type Product = ProductRecord & { price_in_cents: number; currency: string };

export type ProductQuery = {
  ids?: string[];
  offset?: number;
  limit?: number;
  order?: "ASC" | "DESC";
  sort_by?: string;
  is_hidden?: boolean;
  /** ISO date: products created up to this date. */
  to_date?: string;
};

export type ProductPage = { count: number; offset: number; limit: number; products: Product[] };

/** Fresh stock of one variant (GET …/variants?fields=inventory_quantity). */
export type VariantStock = { id: string; inventory_quantity: number | null };

export type CheckoutItem = { variant_id: string; quantity: number };

export type CheckoutInput = {
  items: CheckoutItem[];
  successUrl: string;
  cancelUrl: string;
  locale: string;
  timeZone: string;
  /** The signed-in member placing the order, recorded by the embedded store. */
  userId: string | null;
  /** The member's address: the embedded store e-mails the order confirmation to it. */
  email: string | null;
};

export type OrderLine = {
  product_id: string;
  variant_id: string;
  product_title: string;
  variant_title: string;
  image_url: string | null;
  quantity: number;
  unit_price_cents: number;
};

export type OrderStatus = "awaiting_payment" | "paid" | "collected" | "cancelled" | "expired";

/** An order of the embedded store: paid on collection at the front desk, or online first. */
export type StoreOrder = {
  id: string;
  /** Short reference to quote at the front desk, e.g. LC-1A2B3C4D. */
  reference: string;
  user_id: string | null;
  /** Where its e-mails go: the member's address; none for a guest. */
  contact_email: string | null;
  status: OrderStatus;
  payment_method: "pay_at_front_desk" | "online";
  /** Until when an order paid online holds its units unpaid (ISO); null once paid, or at the desk. */
  hold_expires_at: string | null;
  currency: string;
  total_cents: number;
  created_at: string;
  lines: OrderLine[];
};
