import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SeriesWithDates } from "@/lib/bookings/series";
import { dateRefund } from "@/lib/bookings/series/rules";
import type { InvoiceLink } from "@/lib/payments";
import { bookingTitle, formatClubTime, formatDateLabel, formatInr } from "@/lib/pricing";
import { CancelSeriesButton } from "./cancel-series-button";
import { SeriesDateRow } from "./series-date-row";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** One repeating booking: its dates, tax documents, calendar event and "cancel the rest". */
export function SeriesCard({
  item: { series, dates },
  invoices,
  now,
}: {
  item: SeriesWithDates;
  invoices: InvoiceLink[];
  now: Date;
}) {
  const title = dates[0] ? bookingTitle(dates[0].quote) : "Booking";
  const weekday = WEEKDAYS[new Date(`${series.firstDate}T00:00:00Z`).getUTCDay()];
  const remaining = dates.filter(
    (d) => d.status === "confirmed" && d.startsAt && new Date(d.startsAt) > now,
  );
  const refund = remaining.reduce(
    (sum, d) => sum + dateRefund({ startsAt: d.startsAt!, totalPaise: d.totalPaise }, now).amount,
    0,
  );
  return (
    <article className="rounded-xl border p-4" data-testid="series-card" data-series-id={series.id}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="text-muted-foreground text-sm">
            Every {weekday} at {formatClubTime(series.startTime)} from{" "}
            {formatDateLabel(series.firstDate)}, {series.weeks} weeks
          </p>
        </div>
        <p className="text-sm tabular-nums">{formatInr(series.totalPaise)}</p>
      </div>
      <ul className="mt-3 divide-y text-sm" aria-label={`Dates of ${title}`}>
        {dates.map((d) => (
          <SeriesDateRow key={d.id} date={d} title={title} cancellable={remaining.includes(d)} />
        ))}
      </ul>
      {invoices.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Tax documents">
          {invoices.map((doc) => (
            <li key={doc.id}>
              <a
                href={`/api/invoices/${doc.id}`}
                download
                className="text-accent underline-offset-4 hover:underline"
              >
                {doc.kind === "invoice" ? "Tax invoice" : "Credit note"} {doc.number} (PDF)
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={`/api/bookings/series/${series.id}/ics`} download>
            <CalendarPlus aria-hidden />
            Add series to calendar
          </a>
        </Button>
        {remaining.length > 1 ? (
          <CancelSeriesButton
            seriesId={series.id}
            title={title}
            count={remaining.length}
            refund={refund}
          />
        ) : null}
      </div>
    </article>
  );
}
