import Link from "next/link";
import { ProductBreadcrumb } from "@/components/store/product-breadcrumb";
import { RelatedProducts } from "@/components/store/related-products";
import { Button } from "@/components/ui/button";
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
      <div className="container-page pt-6 pb-16 sm:pt-10">
        <ProductBreadcrumb title="Not found" />
        <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-12 text-center">
          <p className="text-accent text-sm font-semibold tracking-widest uppercase">404</p>
          <h1 className="text-3xl font-semibold sm:text-4xl">We couldn&apos;t find that product</h1>
          <p className="text-muted-foreground">
            It may have sold out for good or moved. Everything we have is in the store.
          </p>
          <Button asChild>
            <Link href="/store">Go back to the store</Link>
          </Button>
        </div>
      </div>
      <RelatedProducts products={products} title="In the store now" />
    </>
  );
}
