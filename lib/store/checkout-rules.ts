/**
 * The checkout rules the browser's cart and the checkout handler share. This module has no
 * dependencies on purpose: the cart runs on every page, and importing the zod schema
 * (lib/store/checkout-schema.ts) here would put the validation library in every first load.
 */
export const CHECKOUT_LIMITS = { maxLines: 50, maxQuantity: 99 } as const;

/**
 * What one shopper may hold of counted stock while an order waits for its payment (issue 24):
 * units of one stocked variant per order (a shopper buys a few mugs; a larger order is the
 * desk's), and never more than `shareOfStock` of what is left of it, so no order holds a
 * size's whole stock (issue 39: ten was every hoodie of a size); live unpaid orders per member,
 * and per address for a shopper not signed in. Gift cards and other uncounted items hold nothing.
 */
export const HOLD_LIMITS = {
  unitsPerVariant: 10,
  shareOfStock: 0.5,
  liveHoldsPerClient: 3,
  liveHoldsPerAddress: 1,
} as const;

/** The most one order may hold of a stocked variant with `available` units left (at least one). */
export function unitsHeldAtMost(available: number, cap: number = HOLD_LIMITS.unitsPerVariant) {
  return Math.min(cap, Math.max(1, Math.floor(available * HOLD_LIMITS.shareOfStock)));
}

/** The store's answer is followed only to an https address or to our own origin. */
export function isFollowableCheckoutUrl(url: string, ownOrigin: string): boolean {
  try {
    const target = new URL(url, ownOrigin);
    return target.protocol === "https:" || target.origin === ownOrigin;
  } catch {
    return false;
  }
}
