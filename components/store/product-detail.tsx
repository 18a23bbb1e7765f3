import { ProductGallery } from "@/components/store/product-gallery";
import { AdditionalInfoList, ProductDescription } from "@/components/store/product-info";
import { Ribbon } from "@/components/store/product-card";
import { ProductPurchase } from "@/components/store/product-purchase";
import { ProductSelectionProvider } from "@/components/store/product-selection";
import { StockBoundary } from "@/components/store/stock-boundary";
import { Skeleton } from "@/components/ui/skeleton";
import type { AdditionalInfo, Product } from "@/lib/store/types";
import { toPurchasableProduct } from "@/lib/store/view";

const COLUMNS = "grid gap-10 lg:grid-cols-2 lg:gap-16";

/**
 * The product page body: gallery, heading, purchase panel (client islands sharing the chosen
 * variant) and the server-rendered, sanitised description and additional info.
 */
export function ProductDetail({
  product,
  descriptionHtml,
  additionalInfo,
}: {
  product: Product;
  descriptionHtml: string;
  additionalInfo: AdditionalInfo[];
}) {
  return (
    <StockBoundary productIds={[product.id]} kind="product">
      <ProductSelectionProvider product={toPurchasableProduct(product)}>
        <div className={COLUMNS}>
          <ProductGallery />
          <div className="flex flex-col gap-8">
            <header className="flex flex-col items-start gap-3">
              <Ribbon text={product.ribbon_text} />
              <h1 className="text-4xl font-semibold sm:text-5xl">{product.title}</h1>
              {product.subtitle ? (
                <p className="text-muted-foreground text-lg">{product.subtitle}</p>
              ) : null}
            </header>
            <ProductPurchase />
            <ProductDescription html={descriptionHtml} />
            <AdditionalInfoList items={additionalInfo} />
          </div>
        </div>
      </ProductSelectionProvider>
    </StockBoundary>
  );
}

ProductDetail.Skeleton = function ProductDetailSkeleton() {
  return (
    <div className={COLUMNS} aria-busy="true" aria-label="Loading product">
      <div className="flex flex-col gap-4">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="grid grid-cols-5 gap-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="aspect-square w-full" />
          ))}
        </div>
      </div>
      <div className="flex flex-col gap-6">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-12 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-8 w-32" />
        <div className="flex gap-2">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="size-11 rounded-full" />
          ))}
        </div>
        <div className="flex gap-4">
          <Skeleton className="h-12 w-36 rounded-full" />
          <Skeleton className="h-12 w-48 rounded-full" />
        </div>
        <Skeleton className="h-32 w-full" />
      </div>
    </div>
  );
};
