import { formatInr } from "@/lib/pricing/money";
import type { Product, ProductRecord, ProductVariant } from "@/lib/store/types";

/** Spec section 9: prices are in cents; the currency defaults to eur. */
export const DEFAULT_CURRENCY = "eur";

export type ShownPrice = {
  /** What the shopper pays: the sale amount when there is one. */
  cents: number;
  /** The struck-through amount when on sale, else null. */
  compareAtCents: number | null;
  currency: string;
};

/** A variant's first price, sale amount preferred; null when the variant has no price. */
export function variantPrice(variant: ProductVariant): ShownPrice | null {
  const price = variant.prices[0];
  if (!price) return null;
  const onSale = price.sale_amount !== null && price.sale_amount < price.amount;
  return {
    cents: price.sale_amount ?? price.amount,
    compareAtCents: onSale ? price.amount : null,
    currency: price.currency_code || price.currency.code || DEFAULT_CURRENCY,
  };
}

/** A variant with its price worked out: what a cart line and the product page's panel read. */
export type PricedVariant = Pick<
  ProductVariant,
  "id" | "title" | "image_url" | "manage_inventory" | "inventory_quantity"
> & {
  /** Null when the variant has no price: it cannot be bought. */
  price: ShownPrice | null;
};

export function toPricedVariant(variant: ProductVariant): PricedVariant {
  const { id, title, image_url, manage_inventory, inventory_quantity } = variant;
  return {
    id,
    title,
    image_url,
    manage_inventory,
    inventory_quantity,
    price: variantPrice(variant),
  };
}

/**
 * The variant whose price the product shows: the lowest-priced one when the product asks for
 * `lowest_price_first` or says nothing (null), otherwise the first. Ties keep the earlier one.
 */
export function chooseVariant(product: Pick<ProductRecord, "variants" | "site_product_selection">) {
  const [first] = product.variants;
  const selection = product.site_product_selection;
  if (selection !== null && selection !== "lowest_price_first") return first;
  let best = first;
  let bestCents = best ? (variantPrice(best)?.cents ?? Infinity) : Infinity;
  for (const variant of product.variants) {
    const cents = variantPrice(variant)?.cents ?? Infinity;
    if (cents < bestCents) {
      best = variant;
      bestCents = cents;
    }
  }
  return best;
}

/** The product's shown `price_in_cents` and `currency` (spec section 3). */
export function shownPrice(product: Pick<ProductRecord, "variants" | "site_product_selection">) {
  const variant = chooseVariant(product);
  const price = variant ? variantPrice(variant) : null;
  return {
    price_in_cents: price?.cents ?? 0,
    currency: price?.currency ?? DEFAULT_CURRENCY,
    compare_at_cents: price?.compareAtCents ?? null,
  };
}

/** A store record with its shown price: what every adapter returns. */
export function withShownPrice(record: ProductRecord): Product {
  const { price_in_cents, currency } = shownPrice(record);
  return { ...record, price_in_cents, currency };
}

// Each currency printed the way its own shoppers read it; rupees in Indian grouping.
const LOCALES: Record<string, string> = {
  INR: "en-IN",
  EUR: "en-IE",
  GBP: "en-GB",
  USD: "en-US",
  AED: "en-AE",
  SGD: "en-SG",
};

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Cents to money: divided by 100, always two decimals, in the currency's own format
 * (`formatPrice(129900, "INR")` is ₹1,299.00). An unknown currency code still prints the amount.
 */
export function formatPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  // The club's own currency by hand (lib/pricing/money): issue 27's trace charged a phone's first
  // Intl currency formatter 121 ms of a product page's load.
  if (code === "INR" && Number.isSafeInteger(cents)) return formatInr(cents, { paise: "always" });
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(LOCALES[code] ?? "en-US", {
        style: "currency",
        currency: code,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      return `${(cents / 100).toFixed(2)} ${code}`;
    }
    formatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}
