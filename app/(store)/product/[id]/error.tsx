"use client";

import { StoreError } from "@/components/store/store-error";
import { Button } from "@/components/ui/button";

/** A render failure on the product page: the store's product error, with a retry. */
export default function ProductError({
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <div className="container-page">
      <StoreError kind="product" />
      <div className="-mt-8 flex justify-center pb-16">
        <Button variant="ghost" onClick={reset}>
          Try again
        </Button>
      </div>
    </div>
  );
}
