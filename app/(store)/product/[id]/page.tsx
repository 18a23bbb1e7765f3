import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { JsonLd } from "@/components/ui/json-ld";
import { ProductBreadcrumb } from "@/components/store/product-breadcrumb";
import { ProductDetail } from "@/components/store/product-detail";
import { ProductJsonLd } from "@/components/store/product-json-ld";
import { ProductNotFoundContent } from "@/components/store/product-not-found-content";
import { RelatedProducts } from "@/components/store/related-products";
import { StoreError } from "@/components/store/store-error";
import { pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";
import { getProduct, listProducts, listRelatedProducts, type Product } from "@/lib/store";
import { storeFailureMessage } from "@/lib/store/http";
import { productFacts } from "@/lib/store/json-ld";
import { productPlainText, sanitizeProductHtml } from "@/lib/store/sanitize";
import { toSelectionView } from "@/lib/cart/selection-view";
import { breadcrumbJsonLd } from "@/components/marketing/structured-data";

// Refreshed from the store every minute. Ids unknown at build time are rendered on their first
// visit and cached like the rest (a product added since the build, or every product when the
// store was down during the build); one the store does not know is this route's not-found page.
// The proxy gives that first render a nonce and the cached page its hashes (lib/security).
export const revalidate = 60;

type Props = { params: Promise<{ id: string }> };

/** Every product listed at build time is prerendered; a store that is down prerenders none. */
export async function generateStaticParams(): Promise<{ id: string }[]> {
  try {
    const { products } = await listProducts();
    return products.map((p) => ({ id: p.id }));
  } catch {
    return [];
  }
}

async function load(id: string): Promise<{ product: Product | null } | { error: string }> {
  try {
    return { product: await getProduct(id) };
  } catch (error) {
    return { error: storeFailureMessage(error) };
  }
}

function describe(product: Product): string {
  const text = productPlainText(product.description, 155);
  return product.subtitle ? `${product.subtitle}. ${text}` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const result = await load((await params).id);
  if ("error" in result) return { title: "Store", robots: { index: false } };
  // Not notFound(): thrown from here it escapes the root layout (see the page below).
  if (!result.product) return { title: "Product not found", robots: { index: false } };
  const { product } = result;
  return pageMetadata({
    title: product.title,
    description: describe(product),
    path: `/product/${encodeURIComponent(product.id)}`,
  });
}

/** Throws the route's not-found page (not-found.tsx beside this file) where it is rendered. */
function NotFoundSignal(): never {
  notFound();
}

export default async function ProductPage({ params }: Props) {
  const result = await load((await params).id);
  if ("error" in result) {
    return (
      <div className="container-page">
        <StoreError kind="product" message={result.error} />
      </div>
    );
  }
  if (!result.product) {
    // A notFound() outside every Suspense boundary is answered by Next.js 16 with its bare error
    // document: no root layout, so no theme script (a dark visitor gets light) and nothing to
    // read until the scripts run. Inside a boundary the status is still 404, the HTML carries the
    // message, and the browser then shows not-found.tsx in the layout.
    return (
      <Suspense fallback={<ProductNotFoundContent />}>
        <NotFoundSignal />
      </Suspense>
    );
  }
  const { product } = result;
  const related = await listRelatedProducts(product).catch(() => []);
  const path = `/product/${encodeURIComponent(product.id)}`;
  // One object for the structured data and the purchase panel: the payload carries it once.
  const selection = toSelectionView(product);

  return (
    <>
      <ProductJsonLd
        product={selection}
        facts={productFacts(product, productPlainText(product.description), site)}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: "Store", path: "/store" },
          { name: product.title, path },
        ])}
      />
      <div className="container-page pt-6 pb-16 sm:pt-10">
        <ProductBreadcrumb title={product.title} />
        <ProductDetail
          product={product}
          selection={selection}
          descriptionHtml={sanitizeProductHtml(product.description)}
          additionalInfo={product.additional_info.map((info) => ({
            ...info,
            description: sanitizeProductHtml(info.description),
          }))}
        />
      </div>
      <RelatedProducts products={related} />
    </>
  );
}
