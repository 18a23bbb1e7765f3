import type { BookingKind } from "@/lib/pricing/bookings";
import { clubToday } from "@/lib/pricing/club-time";
import {
  REFUND_FULL_BEFORE_HOURS,
  REFUND_PARTIAL_BEFORE_HOURS,
  REFUND_PARTIAL_PERCENT,
} from "@/lib/pricing/constants";
import type { Paise } from "@/lib/pricing/money";
import { calculateRefund, type RefundQuote } from "@/lib/pricing/refunds";

export type CancellableBooking = {
  kind: BookingKind;
  // A no-show is marked after the start, so it is never cancellable (it has started). A hold
  // waiting for its payment lapses by itself; a lapsed one is gone.
  status: "confirmed" | "requested" | "cancelled" | "no-show" | "pending_payment" | "expired";
  startsAt?: string | Date;
  date?: string;
  total: Paise;
};

/**
 * What cancelling now gives. `refund` is null where nothing is charged (a desk or office request
 * is not a purchase); `policy` is the rule it follows, as the member sees it.
 */
export type CancellationQuote =
  | { cancellable: true; refund: RefundQuote | null; policy: string }
  | { cancellable: false; reason: string };

export const CANCELLATION_TEXT = {
  roomPolicy: `Full refund more than ${REFUND_FULL_BEFORE_HOURS} hours before the start, ${REFUND_PARTIAL_PERCENT}% between ${REFUND_PARTIAL_BEFORE_HOURS} and ${REFUND_FULL_BEFORE_HOURS} hours, none under ${REFUND_PARTIAL_BEFORE_HOURS} hours.`,
  dayPassPolicy: "Day passes are non-refundable.",
  requestPolicy: "Nothing has been charged for this request.",
  alreadyCancelled: "This booking is already cancelled.",
  started: "This booking has already started, so it can no longer be cancelled.",
  awaitingPayment: "This booking is not paid yet: unpaid, its hold ends by itself.",
  lapsed: "This hold ended before it was paid.",
} as const;

/**
 * Whether a booking is still in the future at `now`: a room or studio booking until its start,
 * a pass or move-in date until that club date begins.
 */
export function isUpcoming(
  booking: Pick<CancellableBooking, "startsAt" | "date">,
  now: Date,
): boolean {
  if (booking.startsAt) return new Date(booking.startsAt).getTime() > now.getTime();
  if (booking.date) return booking.date > clubToday(now);
  // An office request with no move-in date yet stays open.
  return true;
}

export function quoteCancellation(booking: CancellableBooking, now: Date): CancellationQuote {
  if (booking.status === "cancelled")
    return { cancellable: false, reason: CANCELLATION_TEXT.alreadyCancelled };
  if (booking.status === "pending_payment")
    return { cancellable: false, reason: CANCELLATION_TEXT.awaitingPayment };
  if (booking.status === "expired") return { cancellable: false, reason: CANCELLATION_TEXT.lapsed };
  if (!isUpcoming(booking, now)) return { cancellable: false, reason: CANCELLATION_TEXT.started };
  if (booking.kind === "meeting-room" || booking.kind === "podcast-studio") {
    const startsAt = new Date(booking.startsAt ?? 0);
    return {
      cancellable: true,
      refund: calculateRefund({ paid: booking.total, startsAt, cancelledAt: now }),
      policy: CANCELLATION_TEXT.roomPolicy,
    };
  }
  if (booking.kind === "day-pass") {
    return {
      cancellable: true,
      refund: { percent: 0, amount: 0 },
      policy: CANCELLATION_TEXT.dayPassPolicy,
    };
  }
  return { cancellable: true, refund: null, policy: CANCELLATION_TEXT.requestPolicy };
}
