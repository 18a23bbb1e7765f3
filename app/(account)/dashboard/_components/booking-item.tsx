import { AddToCalendarButton } from "@/components/booking/add-to-calendar-button";
import { PayNowButton } from "@/components/payments/pay-now-button";
import { QuoteBreakdown } from "@/components/booking/quote-breakdown";
import type { Booking } from "@/lib/bookings";
import type { InvoiceLink } from "@/lib/payments";
import { bookingTitle, describeWhen, formatInr } from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { STATUS_LABEL, statusNote } from "./booking-status";
import { CancelBookingButton } from "./cancel-booking-button";
import { MoveBookingLink } from "./move-booking-link";

/** One booking on the dashboard: what, when, status, breakdown, and while upcoming its actions. */
export function BookingItem({
  booking,
  upcoming,
  invoices = [],
  offered = false,
  now = new Date(),
}: {
  booking: Booking;
  upcoming: boolean;
  invoices?: InvoiceLink[];
  /** A membership has been offered from this request. */
  offered?: boolean;
  /** When the page was made: whether the booking can still be moved. */
  now?: Date;
}) {
  const title = bookingTitle(booking.quote);
  const when = describeWhen(booking);
  return (
    <li
      className="py-4 first:pt-2 last:pb-0"
      data-testid="booking-item"
      data-booking-id={booking.id}
      data-status={booking.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">{title}</p>
          <p className="text-muted-foreground text-sm">{when}</p>
        </div>
        <span
          className={cn(
            "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold",
            ["cancelled", "no-show", "expired"].includes(booking.status)
              ? "bg-muted text-muted-foreground"
              : "bg-accent-soft text-foreground",
          )}
        >
          {booking.status === "requested" && offered ? "Offer sent" : STATUS_LABEL[booking.status]}
        </span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="text-accent cursor-pointer">
          Price breakdown · <span className="tabular-nums">{formatInr(booking.totalPaise)}</span>
        </summary>
        <QuoteBreakdown quote={booking.quote} className="bg-muted/50 mt-2 rounded-lg p-3" />
      </details>
      <p className="text-muted-foreground mt-2 text-xs">{statusNote(booking, offered)}</p>
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
      {upcoming && booking.status === "pending_payment" ? (
        // A date of a repeating booking is paid with its series, never on its own.
        booking.seriesId ? null : (
          <div className="mt-3 flex flex-wrap gap-2">
            <PayNowButton bookingId={booking.id} />
          </div>
        )
      ) : upcoming ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <AddToCalendarButton booking={booking} />
          <MoveBookingLink booking={booking} now={now} />
          <CancelBookingButton
            booking={{
              id: booking.id,
              kind: booking.kind,
              status: booking.status,
              startsAt: booking.startsAt,
              date: booking.date,
              total: booking.totalPaise,
              title,
              when,
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
