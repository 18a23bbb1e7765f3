import "server-only";
import {
  createPayment,
  getPaymentLedger,
  issuePaymentDocument,
  PAYMENT_TEXT,
  PaymentStepError,
  refundLatePayment,
  type CapturedPayment,
  type PaymentBuyer,
  type PaymentRecord,
  type PaymentRequest,
  type SettledOutcome,
} from "@/lib/payments";
import { PACKS } from "@/lib/pricing/packs";
import { packInvoiceRecord } from "./invoice";
import type { PackStore } from "./store";
import type { Pack } from "./types";

/** Razorpay's receipt: the pack's id without dashes, after a prefix (within its 40 characters). */
const receiptOf = (id: string) => `pk_${id.replace(/-/g, "").slice(0, 32)}`;

/**
 * One provider order for a pending pack, for its total with GST. Null when payments are taken at
 * the front desk: packs are sold online only.
 */
export async function startPackPaymentWith(
  store: PackStore,
  pack: Pack,
  buyer: PaymentBuyer = {},
): Promise<PaymentRequest | null> {
  try {
    const request = await createPayment({
      amount: pack.totalPaise,
      receipt: receiptOf(pack.id),
      notes: { pack: pack.id, item: PACKS[pack.product].name },
    });
    if (request.method !== "razorpay") return null;
    await store.recordOrder(pack.id, request.orderId, pack.totalPaise, buyer);
    return request;
  } catch (error) {
    throw new PaymentStepError(PAYMENT_TEXT.couldNotResume, { cause: error });
  }
}

/**
 * A captured payment for a pack, settled once: the pack active, its credit granted and its tax
 * invoice issued (e-mailed with its PDF by 0095's trigger); or, a second payment for a pack paid
 * already, refunded in full.
 */
export async function settlePackPaymentWith(
  store: PackStore,
  payment: CapturedPayment,
  record: PaymentRecord,
): Promise<{ outcome: SettledOutcome; pack: Pack | null }> {
  const { outcome, packId } = await store.settle(payment);
  if (outcome === "unknown" || !packId) return { outcome: "unknown", pack: null };
  if (outcome === "refund") {
    const refund = await refundLatePayment(
      payment,
      { pack: packId, reason: "a second payment for a pack paid already" },
      "extra",
    );
    if (refund) {
      await getPaymentLedger().recordPaymentRefund({ paymentId: payment.paymentId, ...refund });
    }
  }
  const pack = await store.get(packId);
  if (outcome !== "confirmed" && outcome !== "settled") return { outcome: "refunded", pack };
  if (pack) {
    // Confirmed now or settled before: issuing again returns the first invoice.
    await issuePaymentDocument({
      series: "invoice",
      paymentRef: payment.paymentId,
      issuedAt: new Date(),
      record: packInvoiceRecord(pack, record.buyer).record,
    });
  }
  return { outcome: "confirmed", pack };
}
