import { holdNote } from "@/lib/bookings/rules/hold-note";
import type { Booking } from "@/lib/bookings";
import {
  BILLED_TO_COMPANY_NOTE,
  PAYMENT_DUE_NOTE,
  PAID_BY_CREDIT_NOTE,
  PAID_ONLINE_NOTE,
  clubDateTimeOf,
  formatDateLabel,
  formatInr,
} from "@/lib/pricing";

/** A dashboard booking's status in the member's words: its label and the sentence under it. */

export const STATUS_LABEL: Record<Booking["status"], string> = {
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

export function statusNote(booking: Booking, offered: boolean): string {
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
