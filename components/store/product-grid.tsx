import { ProductCard } from "@/components/store/product-card";
import type { Product } from "@/lib/store/types";

/** Spec section 9: one to four columns as the screen widens. */
const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={GRID} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="h-full">
          {/* The first picture is fetched first; the rest load as they near the screen. Four
              high-priority pictures held back the first one on a phone, where it alone shows. */}
          <ProductCard product={product} preload={index === 0} />
        </li>
      ))}
    </ul>
  );
}
