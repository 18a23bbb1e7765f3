import { ProductCard } from "@/components/store/product-card";
import type { Product } from "@/lib/store/types";

/** Spec section 9: one to four columns as the screen widens. */
const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export function ProductGrid({ products }: { products: Product[] }) {
  return (
    <ul className={GRID} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id} className="h-full">
          <ProductCard product={product} preload={index < 4} />
        </li>
      ))}
    </ul>
  );
}
