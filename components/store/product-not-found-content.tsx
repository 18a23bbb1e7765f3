"use client";

import Link from "@/components/ui/link";
import { ProductBreadcrumb } from "@/components/store/product-breadcrumb";
import { Button } from "@/components/ui/button";

/**
 * The product route's 404 message (app/(store)/product/[id]/not-found.tsx). A client component
 * with no props: the route's not-found page is serialised into every product page's RSC payload,
 * where a client component is a reference instead of its whole tree.
 */
export function ProductNotFoundContent() {
  return (
    <div className="container-page pt-6 pb-16 sm:pt-10">
      <ProductBreadcrumb title="Not found" />
      <div className="mx-auto flex max-w-xl flex-col items-center gap-5 py-12 text-center">
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">404</p>
        <h1 className="text-3xl font-semibold sm:text-4xl">We couldn&apos;t find that product</h1>
        <p className="text-muted-foreground">
          It may have sold out for good or moved. Everything we have is in the store.
        </p>
        <Button asChild>
          <Link href="/store">Go back to the store</Link>
        </Button>
      </div>
    </div>
  );
}
