"use client";

import { useEffect, useState } from "react";
import { callApi } from "@/lib/api-client";
import { CLOSED_DAY_TEXT, closedDayLabel, type ClosedDay } from "@/lib/pricing";

/**
 * The club's closed days for the year ahead (besides weekends), read when the page is shown, so a
 * prerendered page lists a day staff added this morning. Nothing until they are known.
 */
export function ClosedDaysNotice({ className }: { className?: string }) {
  const [days, setDays] = useState<ClosedDay[] | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    callApi<{ closedDays: ClosedDay[] }>("/api/closed-days", { signal: abort.signal })
      .then((answer) => answer.ok && setDays(answer.closedDays))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  if (!days) return null;
  return (
    <section className={className} aria-labelledby="closed-days-heading" data-testid="closed-days">
      <h2 id="closed-days-heading" className="font-sans text-base font-semibold">
        {CLOSED_DAY_TEXT.heading}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{CLOSED_DAY_TEXT.intro}</p>
      {days.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-sm">{CLOSED_DAY_TEXT.none}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-0.5 pl-5 text-sm">
          {days.map((day) => (
            <li key={day.date}>{closedDayLabel(day)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
