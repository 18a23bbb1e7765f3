import { ProductNotFoundContent } from "@/components/store/product-not-found-content";
import { RelatedProducts } from "@/components/store/related-products";
import { listProducts, type Product } from "@/lib/store";

const BROWSE_COUNT = 4;

/** A few products to go on with; a store that fails here still leaves the way back to it. */
async function browseProducts(): Promise<Product[]> {
  try {
    const { products } = await listProducts();
    return products.slice(0, BROWSE_COUNT);
  } catch {
    return [];
  }
}

/** A product id the store does not know (an old link, a product taken off sale): status 404. */
export default async function ProductNotFound() {
  const products = await browseProducts();
  return (
    <>
      <ProductNotFoundContent />
      <RelatedProducts products={products} title="In the store now" />
    </>
  );
}
