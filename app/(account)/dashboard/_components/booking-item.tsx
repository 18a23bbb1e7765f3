import { AddToCalendarButton } from "@/components/booking/add-to-calendar-button";
import { QuoteBreakdown } from "@/components/calculators/quote-breakdown";
import type { Booking } from "@/lib/data";
import {
  PAYMENT_DUE_NOTE,
  bookingTitle,
  clubDateTimeOf,
  describeWhen,
  formatDateLabel,
  formatInr,
} from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { CancelBookingButton } from "./cancel-booking-button";

const STATUS_LABEL: Record<Booking["status"], string> = {
  confirmed: "Confirmed",
  requested: "Requested",
  cancelled: "Cancelled",
  "no-show": "Missed",
};

function statusNote(booking: Booking): string {
  if (booking.status === "cancelled") {
    const when = booking.cancelledAt
      ? ` on ${formatDateLabel(clubDateTimeOf(new Date(booking.cancelledAt)).date)}`
      : "";
    return `Cancelled${when}. Refund under the policy: ${formatInr(booking.refundPaise ?? 0)}.`;
  }
  if (booking.status === "requested") return "Requested: our team will be in touch to confirm.";
  if (booking.status === "no-show") return "Marked as missed: nobody came for this booking.";
  if (booking.paymentStatus === "paid-at-front-desk") return "Paid at the front desk.";
  return `${PAYMENT_DUE_NOTE}.`;
}

/** One booking on the dashboard: what, when, status, breakdown, and while upcoming its actions. */
export function BookingItem({ booking, upcoming }: { booking: Booking; upcoming: boolean }) {
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
            booking.status === "cancelled" || booking.status === "no-show"
              ? "bg-muted text-muted-foreground"
              : "bg-accent-soft text-foreground",
          )}
        >
          {STATUS_LABEL[booking.status]}
        </span>
      </div>
      <details className="mt-2 text-sm">
        <summary className="text-accent cursor-pointer">
          Price breakdown · <span className="tabular-nums">{formatInr(booking.totalPaise)}</span>
        </summary>
        <QuoteBreakdown quote={booking.quote} className="bg-muted/50 mt-2 rounded-lg p-3" />
      </details>
      <p className="text-muted-foreground mt-2 text-xs">{statusNote(booking)}</p>
      {upcoming ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <AddToCalendarButton booking={booking} />
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
