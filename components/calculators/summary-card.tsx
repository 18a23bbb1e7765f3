import type { ReactNode } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { BookingQuote } from "@/lib/pricing";
import { QuoteBreakdown } from "./quote-breakdown";

type Props = {
  title: string;
  /** What and when, as chosen so far. */
  lines: string[];
  quote: BookingQuote;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  note?: ReactNode;
  children?: ReactNode;
};

/** The calculator's live summary: the choice, its breakdown, the button, and what happened. */
export function SummaryCard({
  title,
  lines,
  quote,
  submitLabel,
  busyLabel,
  busy,
  note,
  children,
}: Props) {
  return (
    <aside className="lg:sticky lg:top-24 lg:self-start" aria-labelledby="summary-heading">
      <div className="bg-card rounded-2xl border p-6 shadow-sm sm:p-7">
        <h2 id="summary-heading" className="font-sans text-lg font-semibold">
          {title}
        </h2>
        <ul className="text-muted-foreground mt-2 space-y-0.5 text-sm" data-testid="summary-lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <QuoteBreakdown quote={quote} live className="mt-5" />
        <Button
          type="submit"
          size="lg"
          className="mt-6 w-full"
          disabled={busy}
          aria-disabled={busy}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? busyLabel : submitLabel}
        </Button>
        {note ? <p className="text-muted-foreground mt-3 text-xs leading-5">{note}</p> : null}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </aside>
  );
}

/** What the page shows until the calculator, which reads the query, renders in the browser. */
export function CalculatorSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]" aria-hidden>
      <div className="bg-card space-y-6 rounded-2xl border p-6 sm:p-8">
        <Skeleton className="h-5 w-32" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-11 w-full" />
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {Array.from({ length: 11 }, (_, i) => (
            <Skeleton key={i} className="h-12" />
          ))}
        </div>
      </div>
      <div className="bg-card space-y-3 rounded-2xl border p-6">
        <Skeleton className="h-6 w-40" />
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
        <Skeleton className="h-12 w-full rounded-full" />
      </div>
    </div>
  );
}
