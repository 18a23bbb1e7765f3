import { RESCHEDULE_TEXT, type PriceChange } from "@/lib/bookings/reschedule/rules";
import { payOnline, type PaidOnline, type PaymentRequest } from "@/lib/payments/client/pay-online";

/**
 * The difference of a move to a dearer time, paid through Razorpay Checkout: the move completes on
 * the server when it is captured. Resolves paid, refunded (the new time was taken meanwhile, or
 * too late) or unpaid; the last two are told in a toast, and the booking stays where it is.
 */
export function payDifference(request: PaymentRequest, title: string): Promise<PaidOnline> {
  return payOnline(request, {
    description: `${title}: the difference for the new time`,
    prefill: {},
    holdNote: RESCHEDULE_TEXT.differenceHoldNote,
    refundReason: RESCHEDULE_TEXT.differenceRefunded,
    lateSuccess: {
      title: RESCHEDULE_TEXT.moved,
      description: RESCHEDULE_TEXT.paidDifference(request.amount),
    },
  });
}

/** The server's answer to a move: the booking, what it did to the price, any order to pay. */
export type MoveAnswer = { booking: { id: string }; price: PriceChange; payment?: PaymentRequest };

/** The toast's words for a completed move: the calendar, and any difference paid or refunded. */
export const movedNote = (price: PriceChange) =>
  price.kind === "refund"
    ? RESCHEDULE_TEXT.refundedDifference(price.amount)
    : price.kind === "pay"
      ? RESCHEDULE_TEXT.paidDifference(price.amount)
      : "Your calendar invitation is updated by e-mail.";
