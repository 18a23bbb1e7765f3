import type {
  CheckoutInput,
  Product,
  ProductPage,
  ProductQuery,
  StoreOrder,
  VariantStock,
} from "@/lib/store/types";

/**
 * What the app asks of a store (spec section 7). Two adapters: the hosted store API and the
 * embedded catalogue with stock and orders in PGlite. Both answer with app-owned types and
 * report failures as `StoreError`s.
 */
export type StorePort = {
  /** GET /store/{store}/products */
  listProducts(query?: ProductQuery): Promise<ProductPage>;
  /** GET /store/{store}/products/{id}; null when there is no such product. */
  getProduct(id: string, options?: { field?: string }): Promise<Product | null>;
  /** GET /store/{store}/variants?fields=inventory_quantity: always fresh, never cached. */
  getStock(productIds: string[]): Promise<VariantStock[]>;
  /** POST /store/{store}/checkout: the URL to send the shopper to. */
  checkout(input: CheckoutInput): Promise<{ url: string }>;
  /** Orders exist here in the embedded mode only; the hosted store keeps its own. */
  getOrder(id: string): Promise<StoreOrder | null>;
  listOrdersByUser(userId: string): Promise<StoreOrder[]>;
};
