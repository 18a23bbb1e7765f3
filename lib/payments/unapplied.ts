import "server-only";
import { PaymentError } from "@/lib/payments/errors";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import { getPaymentGateway } from "@/lib/payments/select";
import type { Paise } from "@/lib/pricing/money";

/** A captured payment that settled nothing, and why (staff read the reason beside its refund). */
export type UnappliedCapture = {
  paymentId: string;
  orderId: string;
  amount: Paise;
  reason: string;
};

/**
 * Gives back, in full, a captured payment that settled nothing, through the per-payment refund
 * ledger bookings use: claimed first (the checkout's callback and the webhook may both bring it;
 * only the claimant asks the provider), then the provider's answer recorded. A refund the provider
 * refused is recorded as failed: staff see it, and the next delivery of the payment claims again.
 * Our own store failing throws, so the webhook answers 5xx and Razorpay's retry finishes the work.
 */
export async function refundUnappliedPayment(
  payment: UnappliedCapture,
  notes: Record<string, string>,
): Promise<"refunded" | "claimed elsewhere" | "refund failed"> {
  const ledger = getPaymentLedger();
  const claimed = await ledger.claimUnappliedRefund({
    paymentId: payment.paymentId,
    orderId: payment.orderId,
    amount: payment.amount,
    note: payment.reason,
  });
  if (!claimed) return "claimed elsewhere";
  let made: { refundId: string | null; status: "pending" | "processed" | "failed" };
  try {
    const refund = await getPaymentGateway().refund({
      paymentId: payment.paymentId,
      receipt: `unapplied_${payment.paymentId}`.slice(0, 40),
      notes: { ...notes, reason: payment.reason },
    });
    made = { refundId: refund.refundId, status: refund.status };
  } catch (error) {
    if (!(error instanceof PaymentError)) throw error;
    console.error("[payments] refund of an unapplied payment failed", error);
    made = { refundId: null, status: "failed" };
  }
  await ledger.recordPaymentRefund({ paymentId: payment.paymentId, ...made });
  return made.status === "failed" ? "refund failed" : "refunded";
}

/** Staff: captured payments (club dates) that settled nothing, with their refunds. */
export function listUnappliedPayments(from: string, to: string) {
  return getPaymentLedger().listUnapplied(from, to);
}

/** Staff: the three totals from the books and from the ledger of provider payments. */
export function reconcilePayments(from: string, to: string) {
  return getPaymentLedger().reconciliation(from, to);
}
