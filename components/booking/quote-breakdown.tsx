import { formatLineAmount, quoteLines, type BookingQuote } from "@/lib/pricing";
import { cn } from "@/lib/utils";

/**
 * A quote's lines (base, discount, add-ons, GST, total; or rent, deposit, due at move-in, term
 * saving). `live` announces changes politely, for the calculators.
 */
export function QuoteBreakdown({
  quote,
  live = false,
  className,
}: {
  quote: BookingQuote;
  live?: boolean;
  className?: string;
}) {
  return (
    <dl
      aria-live={live ? "polite" : undefined}
      aria-atomic={live ? true : undefined}
      className={cn("grid gap-2 text-sm", className)}
      data-testid="quote-breakdown"
    >
      {quoteLines(quote).map((line) => (
        <div
          key={line.key}
          className={cn(
            "flex items-baseline justify-between gap-4",
            line.total && "mt-1 border-t pt-3 text-base font-semibold",
          )}
        >
          <dt className={cn(!line.total && "text-muted-foreground")}>{line.label}</dt>
          <dd className="tabular-nums" data-testid={`quote-${line.key}`}>
            {formatLineAmount(line)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
