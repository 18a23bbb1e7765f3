import { ProductBreadcrumb } from "@/components/store/product-breadcrumb";
import { ProductDetail } from "@/components/store/product-detail";

export default function ProductLoading() {
  return (
    <div className="container-page pt-6 pb-16 sm:pt-10">
      <ProductBreadcrumb.Skeleton />
      <ProductDetail.Skeleton />
    </div>
  );
}
