import "server-only";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import type { RefundStatus } from "@/lib/payments/types";
import { getPaymentGateway } from "@/lib/payments/select";
import type { CapturedPayment } from "@/lib/payments/types";

/**
 * What every payable subject's checkout shares (bookings, store orders): the words, the
 * provider's receipt, the hold's countdown, and the full refund of a payment that pays for nothing.
 */

export const PAYMENT_TEXT = {
  couldNotStart:
    "We couldn't start the payment, so your slot was not held. Please try again in a moment.",
  couldNotResume: "We couldn't reach the payment provider. Please try again in a moment.",
  notHeld: "This booking is no longer waiting for payment.",
  orderNotHeld: "This order is no longer waiting for payment.",
  notYours: "There is no such payment.",
} as const;

/** Razorpay's receipt: our id without dashes (32 characters, within its 40), after a prefix. */
export const receiptOf = (prefix: "bk" | "so", id: string) =>
  `${prefix}_${id.replace(/-/g, "").slice(0, 32)}`;

/** Seconds from now until `expiresAt` (at least 1), or undefined without one. */
export function secondsLeft(expiresAt: string | null | undefined, now = Date.now()) {
  if (!expiresAt) return undefined;
  return Math.max(1, Math.floor((new Date(expiresAt).getTime() - now) / 1000));
}

export type SettledOutcome = "confirmed" | "refunded" | "unknown";

/**
 * A captured payment that must go back in full (it came after its hold lapsed and its slot or
 * stock went to someone else, after the booked time, or it is not the payment that settled its
 * subject), claimed first: of the checkout's callback and the webhook settling it at once, only
 * the claimant asks the provider (null for the other: nothing to do). A refund the provider
 * refused is recorded as failed: the next delivery of the same payment (the webhook) claims again.
 */
export async function refundLatePayment(
  payment: CapturedPayment,
  notes: Record<string, string>,
  reason: "late" | "extra" = "late",
): Promise<{ refundId: string | null; status: RefundStatus } | null> {
  const claimed = await getPaymentLedger().claimRefund({
    paymentId: payment.paymentId,
    orderId: payment.orderId,
    amount: payment.amount,
    reason,
  });
  if (!claimed) return null;
  try {
    const made = await getPaymentGateway().refund({
      paymentId: payment.paymentId,
      receipt: `late_${payment.paymentId}`.slice(0, 40),
      notes,
    });
    return { refundId: made.refundId, status: made.status };
  } catch (error) {
    console.error("[payments] late payment refund failed", error);
    return { refundId: null, status: "failed" };
  }
}
