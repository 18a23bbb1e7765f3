import { AddToCalendarButton } from "@/components/booking/add-to-calendar-button";
import { PayNowButton } from "@/components/payments/pay-now-button";
import { holdNote } from "@/lib/bookings/rules/hold-note";
import { QuoteBreakdown } from "@/components/booking/quote-breakdown";
import type { Booking } from "@/lib/bookings";
import type { InvoiceLink } from "@/lib/payments";
import {
  BILLED_TO_COMPANY_NOTE,
  PAYMENT_DUE_NOTE,
  PAID_BY_CREDIT_NOTE,
  PAID_ONLINE_NOTE,
  bookingTitle,
  clubDateTimeOf,
  describeWhen,
  formatDateLabel,
  formatInr,
} from "@/lib/pricing";
import { cn } from "@/lib/utils";
import { CancelBookingButton } from "./cancel-booking-button";
import { MoveBookingLink } from "./move-booking-link";

const STATUS_LABEL: Record<Booking["status"], string> = {
  confirmed: "Confirmed",
  requested: "Requested",
  cancelled: "Cancelled",
  "no-show": "Missed",
  pending_payment: "Awaiting payment",
  expired: "Not booked",
};

const REFUND_STATUS: Record<NonNullable<Booking["refundStatus"]>, string> = {
  pending: "on its way",
  processed: "processed",
  failed: "failed: our team will contact you",
};

/** An online refund as the member follows it: how much, where it stands, the provider's id. */
function refundNote(booking: Booking, amount: number): string {
  if (!booking.refundStatus) return "";
  const id = booking.refundId ? ` (${booking.refundId})` : "";
  return ` Refund of ${formatInr(amount)} ${REFUND_STATUS[booking.refundStatus]}${id}.`;
}

/** A desk or office request the club has answered with a membership offer (issue 22). */
const OFFERED_NOTE = "Our team has sent you a membership offer for this: see Membership above.";

function statusNote(booking: Booking, offered: boolean): string {
  if (booking.status === "requested" && offered) return OFFERED_NOTE;
  if (booking.status === "cancelled") {
    const when = booking.cancelledAt
      ? ` on ${formatDateLabel(clubDateTimeOf(new Date(booking.cancelledAt)).date)}`
      : "";
    return `Cancelled${when}. Refund under the policy: ${formatInr(booking.refundPaise ?? 0)}.${refundNote(booking, booking.refundPaise ?? 0)}`;
  }
  if (booking.status === "pending_payment") return holdNote(booking);
  if (booking.status === "expired") {
    return booking.refundStatus
      ? `Your payment came after the hold ended and the slot was taken.${refundNote(booking, booking.totalPaise)}`
      : "The hold ended before it was paid; the slot was released.";
  }
  if (booking.status === "requested") return "Requested: our team will be in touch to confirm.";
  if (booking.status === "no-show") return "Marked as missed: nobody came for this booking.";
  if (booking.paymentStatus === "paid-at-front-desk") return "Paid at the front desk.";
  if (booking.paymentStatus === "paid-online") return `${PAID_ONLINE_NOTE}.`;
  if (booking.paymentStatus === "paid-by-credit") return `${PAID_BY_CREDIT_NOTE}.`;
  if (booking.paymentStatus === "billed-to-company") return `${BILLED_TO_COMPANY_NOTE}.`;
  return `${PAYMENT_DUE_NOTE}.`;
}

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
