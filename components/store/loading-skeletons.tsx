"use client";

import { useHydrated } from "@/components/hooks/use-hydrated";
import { PageHero } from "@/components/marketing/section";
import { Skeleton } from "@/components/ui/skeleton";

/*
 * The store's loading states (app/(store)/…/loading.tsx). A client component, so the page's RSC
 * payload names it instead of carrying its whole tree: a route's loading state is sent with
 * every page of the route (and prerendering shows it while the page's content streams in).
 * Each grid matches the one it stands in for: the layout strings are repeated here on purpose
 * (importing them would bring the product card's code to the browser).
 */

/** ProductGrid's columns (components/store/product-grid.tsx). */
const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";
/** ProductDetail's columns (components/store/product-detail.tsx). */
const COLUMNS = "grid gap-10 lg:grid-cols-2 lg:gap-16";

function ProductCardSkeleton() {
  return (
    <div className="bg-card flex flex-col overflow-hidden rounded-2xl border">
      <Skeleton className="aspect-square w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="mt-4 h-11 w-full rounded-full" />
      </div>
    </div>
  );
}

/** /store while its products load. */
export function StoreLoadingSkeleton({ count = 8 }: { count?: number }) {
  return (
    <>
      <PageHero eyebrow="Store" title="The Club Store" />
      <div className="container-page pb-24">
        <div className={GRID} aria-busy="true" aria-label="Loading products">
          {Array.from({ length: count }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      </div>
    </>
  );
}

/**
 * A product page while its product loads, after a click in the browser. Nothing in the server's
 * HTML: prerendering outlines the product page's large boundary, so a skeleton there would be sent
 * in every product page (and swapped for the page before it is painted).
 */
export function ProductLoadingSkeleton() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="container-page pt-6 pb-16 sm:pt-10">
      <Skeleton className="mb-6 h-5 w-48 sm:mb-8" />
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
    </div>
  );
}
