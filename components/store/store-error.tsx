import Link from "@/components/ui/link";
import { AlertTriangle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { listingError, productError, STORE_MESSAGES } from "@/lib/store/messages";

/**
 * The store's failure states (spec section 8). The product page's comes with a way back to the
 * store and is the page's heading, since it stands in for the product.
 */
export function StoreError({ kind, message }: { kind: "products" | "product"; message?: string }) {
  if (kind === "products") {
    return (
      <div role="alert" className="bg-muted/60 flex items-start gap-3 rounded-2xl border p-6">
        <AlertTriangle className="text-destructive mt-0.5 size-5 shrink-0" aria-hidden />
        <p className="font-medium">{listingError(message)}</p>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-5 py-16 text-center"
    >
      <AlertTriangle className="text-destructive size-8" aria-hidden />
      <h1 className="text-2xl font-semibold sm:text-3xl">{productError(message)}</h1>
      <Button asChild variant="outline">
        <Link href="/store">{STORE_MESSAGES.goBack}</Link>
      </Button>
    </div>
  );
}

export function StoreEmpty() {
  return (
    <p className="bg-muted/60 text-muted-foreground rounded-2xl border p-6">
      {STORE_MESSAGES.empty}
    </p>
  );
}
