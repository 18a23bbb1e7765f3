import { ProductGallery } from "@/components/store/product-gallery";
import { AdditionalInfoList, ProductDescription } from "@/components/store/product-info";
import { Ribbon } from "@/components/store/product-card";
import { ProductPurchase } from "@/components/store/product-purchase";
import { ProductSelectionProvider } from "@/components/store/product-selection";
import { StockBoundary } from "@/components/store/stock-boundary";
import type { AdditionalInfo, Product } from "@/lib/store/types";
import type { ProductSelectionView } from "@/lib/cart/selection-view";

const COLUMNS = "grid gap-10 lg:grid-cols-2 lg:gap-16";

/**
 * The product page body: gallery, heading, purchase panel (client islands sharing the chosen
 * variant) and the server-rendered, sanitised description and additional info.
 */
export function ProductDetail({
  product,
  selection,
  descriptionHtml,
  additionalInfo,
}: {
  product: Product;
  /** The product as the client islands read it (lib/store/view.ts). */
  selection: ProductSelectionView;
  descriptionHtml: string;
  additionalInfo: AdditionalInfo[];
}) {
  return (
    <StockBoundary productIds={[product.id]} kind="product">
      <ProductSelectionProvider product={selection}>
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
