/**
 * The cart's stock rule (spec section 5), on its own so the cart store, which every page loads
 * for the header's count, does not carry the rest of the store's texts.
 */
export const notEnoughStockFor = (product: string, variant: string, left: number) =>
  `Not enough stock for ${product} (${variant}). Only ${left} left.`;
