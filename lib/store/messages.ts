/** The store's user-facing texts (spec sections 4, 5 and 8), exactly as written there. */
export const STORE_MESSAGES = {
  listingFallback: "Failed to load products",
  productFallback: "Failed to load product",
  empty: "No products available at the moment.",
  goBack: "Go back",
  addedToCart: "Added to Cart!",
  addFailedListing: "Error adding to cart",
  addFailedProduct: "Oh no! Something went wrong.",
  unavailable: "Currently unavailable",
  cartEmpty: "Your cart is empty",
  cartEmptyDescription: "Add some products to your cart before checking out.",
  checkoutError: "Checkout Error",
  checkoutErrorDescription: "There was a problem initializing checkout. Please try again.",
  continueShopping: "Continue Shopping",
} as const;

export const listingError = (message?: string) =>
  `Error loading products: ${message || STORE_MESSAGES.listingFallback}`;

export const productError = (message?: string) =>
  `Error loading product: ${message || STORE_MESSAGES.productFallback}`;

/** Product page, under the add-to-cart button. */
export const notEnoughStock = (left: number) => `Not enough stock. Only ${left} left.`;

/** Spec section 8: any non-OK store answer. */
export const httpErrorMessage = (status: number, statusText: string) =>
  `HTTP ${status}: ${statusText}`;
