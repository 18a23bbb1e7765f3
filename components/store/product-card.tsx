import Link from "@/components/ui/link";
import { AddToCartButton } from "@/components/store/add-to-cart-button";
import { Price } from "@/components/store/price";
import { ProductImage } from "@/components/store/product-image";
import { Button } from "@/components/ui/button";
import { Badge } from "@/components/ui/badge";
import { toCartProduct } from "@/lib/cart/lines";
import { STORE_MESSAGES } from "@/lib/store/messages";
import { shownPrice } from "@/lib/store/price";
import type { Product } from "@/lib/store/types";

export function Ribbon({ text, className }: { text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <Badge className={className} data-testid="ribbon">
      {text}
    </Badge>
  );
}

/**
 * A product in the grid: picture, ribbon, title, shown price, and a quick add when there is a
 * single variant to add (`quickAdd` needs a StockBoundary around the grid).
 */
export function ProductCard({
  product,
  quickAdd = true,
  preload = false,
  headingLevel: Heading = "h2",
}: {
  product: Product;
  quickAdd?: boolean;
  /** The first row of the grid: loaded at once (it is the largest paint). */
  preload?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const href = `/product/${encodeURIComponent(product.id)}`;
  const { compare_at_cents } = shownPrice(product);
  const [only, ...more] = product.variants;
  const single = only && more.length === 0 ? only : undefined;
  return (
    <article className="group product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-media">
        <ProductImage
          src={product.thumbnail}
          alt={product.title}
          preload={preload}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          className="product-zoom"
        />
        <Ribbon text={product.ribbon_text} className="absolute top-3 left-3" />
      </div>
      <div className="product-body">
        <Heading>
          {/* The whole card is the link; the quick-add button sits above it. */}
          <Link href={href} className="card-link">
            {product.title}
          </Link>
        </Heading>
        {product.subtitle ? (
          <p className="text-muted-foreground text-sm">{product.subtitle}</p>
        ) : null}
        <Price
          cents={product.price_in_cents}
          compareAtCents={compare_at_cents}
          currency={product.currency}
        />
        {quickAdd ? (
          <div className="mt-auto pt-4">
            {!product.purchasable ? (
              <p className="text-muted-foreground text-sm font-medium">
                {STORE_MESSAGES.unavailable}
              </p>
            ) : single ? (
              <AddToCartButton product={toCartProduct(product)} variant={single} />
            ) : (
              <Button asChild variant="outline" className="relative z-10 w-full" tabIndex={-1}>
                <Link href={href} aria-hidden tabIndex={-1}>
                  Choose options
                </Link>
              </Button>
            )}
          </div>
        ) : null}
      </div>
    </article>
  );
}
