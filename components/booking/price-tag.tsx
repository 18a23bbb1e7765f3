import { EXCLUDES_GST } from "@/lib/pricing";
import { cn } from "@/lib/utils";

/** A price as a visitor reads it: the figure, its unit, and that GST comes on top. */
export function PriceTag({
  price,
  unit,
  className,
}: {
  price: string;
  unit: string;
  className?: string;
}) {
  return (
    <p className={cn("flex flex-wrap items-baseline gap-x-1", className)}>
      <span className="font-display text-2xl font-semibold">{price}</span>
      <span className="text-muted-foreground text-sm">{unit}</span>
      <span className="text-muted-foreground text-sm">{EXCLUDES_GST}</span>
    </p>
  );
}
