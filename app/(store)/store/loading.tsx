import { StoreLoadingSkeleton } from "@/components/store/loading-skeletons";

export default function StoreLoading() {
  return <StoreLoadingSkeleton />;
}
