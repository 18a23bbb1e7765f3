"use client";

import { JsonLd } from "@/components/ui/json-ld";
import { productJsonLd, type ProductFacts } from "@/lib/store/json-ld";
import type { ProductSelectionView } from "@/lib/cart/selection-view";

/**
 * The product's structured data, built by a client component from the selection view the page
 * sends to its purchase panel anyway (the same object, which the payload carries once). Rendered
 * by a server component, the JSON would be sent twice: in the HTML and again in the payload.
 */
export function ProductJsonLd({
  product,
  facts,
}: {
  product: ProductSelectionView;
  facts: ProductFacts;
}) {
  return <JsonLd data={productJsonLd(product, facts)} />;
}
