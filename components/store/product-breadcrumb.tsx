import Link from "next/link";
import { ChevronRight } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";

export function ProductBreadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-6 sm:mb-8">
      <ol className="text-muted-foreground flex flex-wrap items-center gap-1.5 text-sm">
        <li>
          <Link href="/store" className="hover:text-foreground underline-offset-4 hover:underline">
            Store
          </Link>
        </li>
        <li aria-hidden>
          <ChevronRight className="size-3.5" />
        </li>
        <li aria-current="page" className="text-foreground font-medium">
          {title}
        </li>
      </ol>
    </nav>
  );
}

ProductBreadcrumb.Skeleton = function ProductBreadcrumbSkeleton() {
  return <Skeleton className="mb-6 h-5 w-48 sm:mb-8" />;
};
