import type { Metadata } from "next";
import { PageHero } from "@/components/marketing/section";
import { JsonLd } from "@/components/ui/json-ld";
import { ProductGrid } from "@/components/store/product-grid";
import { StockBoundary } from "@/components/store/stock-boundary";
import { StoreEmpty, StoreError } from "@/components/store/store-error";
import { pageMetadata } from "@/lib/seo";
import { listProducts, type ProductPage } from "@/lib/store";
import { storeFailureMessage } from "@/lib/store/http";
import { breadcrumbJsonLd } from "@/components/marketing/structured-data";

// The catalogue is rendered on the server and refreshed every minute; stock is read fresh in
// the browser.
export const revalidate = 60;

export const metadata: Metadata = pageMetadata({
  title: "Store",
  description:
    "Club merchandise from the Noida Expressway: organic cotton tees, hoodies, the coffee bar's mug, members' notebooks and gift cards for day passes and meeting rooms.",
  path: "/store",
});

async function loadProducts(): Promise<{ page: ProductPage } | { error: string }> {
  try {
    return { page: await listProducts() };
  } catch (error) {
    return { error: storeFailureMessage(error) };
  }
}

export default async function StorePage() {
  const result = await loadProducts();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Store", path: "/store" }])} />
      <PageHero
        eyebrow="Store"
        title="The Club Store"
        lead="Things we use every day at the club, made to last: wear them on client days, take them home, or give them to someone who deserves a better desk."
      />
      <section aria-label="Products" className="container-page pb-24">
        {"error" in result ? (
          <StoreError kind="products" message={result.error} />
        ) : result.page.products.length === 0 ? (
          <StoreEmpty />
        ) : (
          <StockBoundary productIds={result.page.products.map((p) => p.id)} kind="products">
            <ProductGrid products={result.page.products} />
          </StockBoundary>
        )}
      </section>
    </>
  );
}
