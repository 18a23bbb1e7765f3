import "server-only";
import { cache } from "react";
import { verifyCart, type CartItem } from "@/lib/store/checkout";
import { getServerConfig } from "@/lib/config";
import { getDatabase } from "@/lib/db";
import { createDeskOrders, type DeskOrders } from "@/lib/store/embedded/collection";
import { getStorePort } from "@/lib/store/select";
import type { CheckoutInput, Product, ProductQuery, StoreOrder } from "@/lib/store/types";

export * from "@/lib/store/types";
export * from "@/lib/store/errors";
export type { StorePort } from "@/lib/store/port";
export type { CartItem } from "@/lib/store/checkout";
export { HOSTED_ORDERS_MESSAGE } from "@/lib/store/embedded/collection";
export type { DeskOrders, OrderToCollect } from "@/lib/store/embedded/collection";
export { listStockLevels, LOW_STOCK_THRESHOLD, type StockLevel } from "@/lib/store/stock-levels";
export { orderReference } from "@/lib/store/embedded/orders";
export { COLLECTION_NOTE, HELD_AT_DESK } from "@/lib/store/embedded/seed";
export {
  isPayableOrder,
  settleStoreOrder,
  settleStoreOrderPayment,
  startStoreOrderPayment,
} from "@/lib/store/payments";

/** The storefront's one page of products (a club shop: everything fits on it). */
export const STORE_PAGE_SIZE = 48;

export function listProducts(query: ProductQuery = { offset: 0, limit: STORE_PAGE_SIZE }) {
  return getStorePort().listProducts(query);
}

/** One product or null; deduplicated within a request (metadata and page ask once). */
export const getProduct = cache((id: string) => getStorePort().getProduct(id));

export function getStock(productIds: string[]) {
  return getStorePort().getStock(productIds);
}

/**
 * The products a product page suggests: its related products in their positions, or, when it
 * names none, the first few others of the listing.
 */
export async function listRelatedProducts(product: Product, max = 4): Promise<Product[]> {
  const ids = product.related_products
    .filter((r) => r.related_type === "product" && r.related_id !== product.id)
    .sort((a, b) => a.position - b.position)
    .map((r) => r.related_id)
    .slice(0, max);
  if (ids.length === 0) {
    const { products } = await listProducts();
    return products.filter((p) => p.id !== product.id).slice(0, max);
  }
  const { products } = await getStorePort().listProducts({ ids, limit: ids.length });
  return ids.flatMap((id) => products.filter((p) => p.id === id));
}

/** Checks the cart again with fresh stock, then starts the store's checkout. */
export async function startCheckout(
  items: CartItem[],
  input: Omit<CheckoutInput, "items">,
  limits: { maxUnitsPerVariant?: number } = {},
): Promise<{ url: string }> {
  const port = getStorePort();
  const verified = await verifyCart(port, items, limits);
  return port.checkout({
    ...input,
    items: verified.map(({ variant_id, quantity }) => ({ variant_id, quantity })),
  });
}

export function getOrder(id: string) {
  return getStorePort().getOrder(id);
}

export function listOrdersByUser(userId: string) {
  return getStorePort().listOrdersByUser(userId);
}

/**
 * Whether `userId` (null: signed out) may see and pay for the order: an order placed anonymously
 * is anyone's who has its id (an unguessable UUID, in the shopper's own address bar); a member's
 * is theirs alone.
 */
export function isOwnOrder(order: StoreOrder, userId: string | null): boolean {
  return order.user_id === null || order.user_id === userId;
}

let deskOrders: DeskOrders | undefined;

/** The embedded store's orders as the front desk hands them over, or null when the hosted store keeps them. */
export function getDeskOrders(): DeskOrders | null {
  const config = getServerConfig();
  if (config.mode.store === "hosted") return null;
  return (deskOrders ??= createDeskOrders(getDatabase, {
    orderHoldHours: config.storeOrderHoldHours,
  }));
}
