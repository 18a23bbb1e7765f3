import { ProductCard } from "@/components/store/product-card";
import type { Product } from "@/lib/store/types";

/** Other products to look at (from the product's related list); links only, no quick add. */
export function RelatedProducts({
  products,
  title = "You may also like",
}: {
  products: Product[];
  title?: string;
}) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="bg-muted/50 py-16 sm:py-20">
      <div className="container-page">
        <h2 id="related-heading" className="text-2xl font-semibold sm:text-3xl">
          {title}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} quickAdd={false} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
