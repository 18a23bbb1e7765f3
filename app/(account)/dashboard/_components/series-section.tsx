import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { Member } from "@/lib/auth/member";
import { listMemberSeries, type SeriesWithDates } from "@/lib/bookings/series";
import { dateRefund } from "@/lib/bookings/series/rules";
import { listMemberInvoices, type InvoiceLink } from "@/lib/payments";
import {
  bookingTitle,
  describeWhen,
  formatClubTime,
  formatDateLabel,
  formatInr,
} from "@/lib/pricing";
import { CancelBookingButton } from "./cancel-booking-button";
import { CancelSeriesButton } from "./cancel-series-button";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const STATE: Record<string, string> = {
  confirmed: "Booked",
  pending_payment: "Awaiting payment",
  cancelled: "Cancelled",
  expired: "Not booked",
  "no-show": "Missed",
};

/**
 * The member's repeating bookings on /dashboard, above their single bookings: each series with
 * its dates, each date cancellable on its own (its own refund), every remaining date at once,
 * the one recurring calendar event and the series' tax documents. Nothing when there is none.
 */
export async function SeriesSection({ member }: { member: Member }) {
  const [all, invoices] = await Promise.all([
    listMemberSeries(member.user.id),
    listMemberInvoices(member.user.id),
  ]);
  const shown = all.filter(({ dates }) => dates.some((d) => d.status !== "expired"));
  if (shown.length === 0) return null;
  const now = new Date();
  return (
    <section
      aria-label="Repeating bookings"
      className="mb-8 space-y-4"
      data-testid="series-section"
    >
      <h3 className="text-muted-foreground text-xs font-semibold tracking-widest uppercase">
        Repeating bookings
      </h3>
      {shown.map((item) => (
        <SeriesCard
          key={item.series.id}
          item={item}
          invoices={invoices.get(item.series.id) ?? []}
          now={now}
        />
      ))}
    </section>
  );
}

function SeriesCard({
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
          <li
            key={d.id}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2"
            data-testid="series-date"
            data-status={d.status}
          >
            <span className="min-w-40">{describeWhen(d)}</span>
            <span className="text-muted-foreground">
              {STATE[d.status] ?? d.status}
              {d.status === "cancelled" ? `, refund ${formatInr(d.refundPaise ?? 0)}` : ""}
            </span>
            {remaining.includes(d) ? (
              <span className="ml-auto">
                <CancelBookingButton
                  booking={{
                    id: d.id,
                    kind: d.kind,
                    status: d.status,
                    startsAt: d.startsAt,
                    date: d.date,
                    total: d.totalPaise,
                    title,
                    when: describeWhen(d),
                  }}
                />
              </span>
            ) : null}
          </li>
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
