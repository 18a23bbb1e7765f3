import { formatPrice } from "@/lib/store/price";
import { cn } from "@/lib/utils";

/** A price, with the struck-through regular price beside it when on sale. */
export function Price({
  cents,
  compareAtCents,
  currency,
  className,
}: {
  cents: number;
  compareAtCents?: number | null;
  currency: string;
  className?: string;
}) {
  return (
    <p className={cn("price", className)}>
      <span className="font-semibold" data-testid="price">
        {formatPrice(cents, currency)}
      </span>
      {compareAtCents ? (
        <s className="text-muted-foreground text-sm">
          <span className="sr-only">Regular price </span>
          {formatPrice(compareAtCents, currency)}
        </s>
      ) : null}
    </p>
  );
}
