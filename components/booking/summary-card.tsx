"use client";

import type { ReactNode } from "react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
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
  /** Another way to book, under the button (e.g. "Book on the company"). */
  alternative?: ReactNode;
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
  alternative,
  children,
}: Props) {
  const hydrated = useHydrated();
  const inactive = busy || !hydrated;
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
          disabled={inactive}
          aria-disabled={inactive}
        >
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? busyLabel : submitLabel}
        </Button>
        {alternative}
        {note ? <p className="text-muted-foreground mt-3 text-xs leading-5">{note}</p> : null}
      </div>
      {children ? <div className="mt-4">{children}</div> : null}
    </aside>
  );
}
