import type { CartLine, CartProduct, CartVariant } from "@/lib/cart/types";

/**
 * The cart as stored in local storage is checked on load: a corrupted, tampered or outdated
 * cart is dropped, never trusted and never a crash. Written by hand rather than with zod on
 * purpose: the cart loads on every page, and zod would be most of the page's JavaScript.
 */
const MAX_LINES = 100;
const MAX_QUANTITY = 999;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === "string" && value.length >= min && value.length <= max;

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

const isId = (value: unknown) => isText(value, 1, 120);
const isTitle = (value: unknown) => isText(value, 0, 300);
const isImage = (value: unknown) => value === null || isText(value, 0, 2000);

function toProduct(value: unknown): CartProduct | null {
  if (!isObject(value)) return null;
  const { id, title, image } = value;
  if (!isId(id) || !isTitle(title) || !isImage(image)) return null;
  return { id, title, image };
}

function toVariant(value: unknown): CartVariant | null {
  if (!isObject(value)) return null;
  const v = value;
  const valid =
    isId(v.id) &&
    isTitle(v.title) &&
    isImage(v.image_url) &&
    isCount(v.price_in_cents) &&
    (v.compare_at_cents === null || isCount(v.compare_at_cents)) &&
    isText(v.currency, 1, 10) &&
    typeof v.manage_inventory === "boolean" &&
    (v.inventory_quantity === null ||
      (typeof v.inventory_quantity === "number" && Number.isInteger(v.inventory_quantity)));
  if (!valid) return null;
  return {
    id: v.id as string,
    title: v.title as string,
    image_url: v.image_url as string | null,
    price_in_cents: v.price_in_cents as number,
    compare_at_cents: v.compare_at_cents as number | null,
    currency: v.currency as string,
    manage_inventory: v.manage_inventory as boolean,
    inventory_quantity: v.inventory_quantity as number | null,
  };
}

function toLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const product = toProduct(value.product);
  const variant = toVariant(value.variant);
  const { quantity } = value;
  if (!product || !variant || !isCount(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
    return null;
  }
  return { product, variant, quantity };
}

/**
 * The stored cart's lines, copied field by field (so nothing unexpected rides along), or null
 * when anything about it is wrong.
 */
export function readStoredCart(value: unknown): CartLine[] | null {
  if (!isObject(value) || !Array.isArray(value.lines) || value.lines.length > MAX_LINES) {
    return null;
  }
  const lines: CartLine[] = [];
  for (const raw of value.lines) {
    const line = toLine(raw);
    if (!line) return null;
    lines.push(line);
  }
  return lines;
}
