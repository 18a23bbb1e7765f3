import { PageHero } from "@/components/marketing/section";
import { ProductGrid } from "@/components/store/product-grid";

export default function StoreLoading() {
  return (
    <>
      <PageHero eyebrow="Store" title="The Club Store" />
      <div className="container-page pb-24">
        <ProductGrid.Skeleton />
      </div>
    </>
  );
}
