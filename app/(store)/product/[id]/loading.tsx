import { ProductLoadingSkeleton } from "@/components/store/loading-skeletons";

export default function ProductLoading() {
  return <ProductLoadingSkeleton />;
}
