import Link from "@/components/ui/link";
import { CheckCircle2, Clock } from "lucide-react";
import { AddToCalendarButton } from "./add-to-calendar-button";
import { PayNowButton } from "@/components/payments/pay-now-button";
import type { PaymentOutcome } from "@/components/payments/use-online-payment";
import { holdNote } from "@/lib/bookings/rules/hold-note";
import { Button } from "@/components/ui/button";
import type { Booking } from "@/lib/bookings/types";
import {
  MEMBERSHIP_NEXT_STEP,
  bookingTitle,
  describeWhen,
  formatInr,
  paymentNote,
} from "@/lib/pricing";

/** The confirmation's heading and closing note for each state a new booking can be in. */
function wording(booking: Booking): { heading: string; note: string } {
  switch (booking.status) {
    case "requested":
      return {
        heading: "Request received",
        note: MEMBERSHIP_NEXT_STEP,
      };
    case "pending_payment":
      return { heading: "Awaiting payment", note: holdNote(booking) };
    case "expired":
      return {
        heading: "Not booked",
        note:
          booking.refundId || booking.refundStatus
            ? `The hold ended before your payment arrived and the slot was taken, so your payment of ${formatInr(booking.totalPaise)} is being refunded.`
            : "The hold ended before it was paid, and the slot was released.",
      };
    default:
      return { heading: "Booking confirmed", note: `${paymentNote(booking.paymentStatus)}.` };
  }
}

/**
 * What a booking shows under its calculator: what, when, how much, and the calendar file; a hold
 * waiting for its payment shows until when, with "Pay now".
 */
export function BookingConfirmation({
  booking,
  onPaymentOutcome,
}: {
  booking: Booking;
  onPaymentOutcome?: (outcome: PaymentOutcome) => void;
}) {
  const { heading, note } = wording(booking);
  const held = booking.status === "pending_payment";
  const live = booking.status === "confirmed" || booking.status === "requested";
  const Icon = live ? CheckCircle2 : Clock;
  return (
    <div
      role="status"
      data-testid="booking-confirmation"
      data-status={booking.status}
      className="bg-accent-soft rounded-xl border p-5 text-sm"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Icon className="text-accent size-5 shrink-0" aria-hidden />
        {heading}: {bookingTitle(booking.quote)}
      </p>
      <p className="mt-2">{describeWhen(booking)}</p>
      <p className="mt-1">
        {booking.status === "requested" ? "Estimate" : "Total"}{" "}
        <span className="font-semibold tabular-nums">{formatInr(booking.totalPaise)}</span>
      </p>
      <p className="text-muted-foreground mt-2">{note}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {held ? <PayNowButton bookingId={booking.id} onOutcome={onPaymentOutcome} /> : null}
        {live ? <AddToCalendarButton booking={booking} /> : null}
        <Button asChild size="sm" variant="ghost">
          <Link href="/dashboard">View in dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
