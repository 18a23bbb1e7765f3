/**
 * A cart line (spec section 3): the product, the variant and the quantity. Lines keep a small
 * snapshot of each (enough to draw the drawer and apply the stock rule), not the whole product:
 * the cart lives in local storage.
 */
export type CartProduct = { id: string; title: string; image: string | null };

export type CartVariant = {
  id: string;
  title: string;
  image_url: string | null;
  /** What one unit costs: the sale amount when there is one. */
  price_in_cents: number;
  compare_at_cents: number | null;
  currency: string;
  manage_inventory: boolean;
  inventory_quantity: number | null;
};

export type CartLine = { product: CartProduct; variant: CartVariant; quantity: number };
