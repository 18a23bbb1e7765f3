import { Skeleton } from "@/components/ui/skeleton";
import { DashboardSection } from "./_components/dashboard-section";

export default function DashboardLoading() {
  return (
    <div className="container-page py-12 sm:py-16" aria-busy="true">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-4 h-12 w-72" />
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 5 }, (_, index) => (
          <DashboardSection.Skeleton key={index} />
        ))}
      </div>
    </div>
  );
}
