import "server-only";
import {
  createPayment,
  getPaymentLedger,
  PAYMENT_TEXT,
  PaymentStepError,
  receiptOf,
  refundLatePayment,
  secondsLeft,
  type CapturedPayment,
  type PaymentBuyer,
  type PaymentRecord,
  type PaymentRequest,
  type SettledOutcome,
} from "@/lib/payments";
import { storeOrderInvoiceRecord } from "@/lib/store/order-invoice";
import { getStorePort } from "@/lib/store/select";
import type { StoreOrder } from "@/lib/store/types";

/** An order of the embedded store that waits for its online payment, its hold still running. */
export function isPayableOrder(order: StoreOrder, now = Date.now()): boolean {
  return (
    order.status === "awaiting_payment" &&
    order.payment_method === "online" &&
    order.hold_expires_at !== null &&
    new Date(order.hold_expires_at).getTime() > now
  );
}

/**
 * A provider order for a store order's hold, priced by the server (the order's stored total,
 * itself priced from the catalogue at checkout). A provider that cannot be reached leaves the
 * hold to run its course: the shopper may try again until it ends.
 */
export async function startStoreOrderPayment(
  order: StoreOrder,
  buyer: PaymentBuyer = {},
): Promise<PaymentRequest> {
  try {
    const request = await createPayment({
      amount: order.total_cents,
      receipt: receiptOf("so", order.id),
      notes: { store_order: order.id, reference: order.reference },
    });
    if (request.method !== "razorpay") throw new Error("Payments are taken at the front desk");
    await getPaymentLedger().recordStoreOrder(order.id, request.orderId, order.total_cents, buyer);
    const timeoutSeconds = secondsLeft(order.hold_expires_at);
    return timeoutSeconds ? { ...request, timeoutSeconds } : request;
  } catch (error) {
    throw new PaymentStepError(PAYMENT_TEXT.couldNotResume, { cause: error });
  }
}

/**
 * A captured payment for a store order, settled once: the order confirmed (its e-mails owed) and
 * invoiced, or, when it came after the hold lapsed and the units sold meanwhile, refunded in full.
 */
export async function settleStoreOrderPayment(
  payment: CapturedPayment,
  record: PaymentRecord,
): Promise<{ outcome: SettledOutcome; order: StoreOrder | null }> {
  const ledger = getPaymentLedger();
  const { outcome, storeOrderId } = await ledger.settleStoreOrder(payment);
  if (outcome === "unknown" || !storeOrderId) return { outcome: "unknown", order: null };
  if (outcome === "refund") {
    const refund = await refundLatePayment(payment, {
      store_order: storeOrderId,
      reason: "not the order's payment: paid after the hold lapsed and sold out, or again",
    });
    if (refund) {
      await ledger.recordStoreOrderPaymentRefund({
        paymentId: payment.paymentId,
        amount: payment.amount,
        ...refund,
      });
    }
  }
  const order = await getStorePort().getOrder(storeOrderId);
  if (outcome === "refund" || outcome === "refunded") return { outcome: "refunded", order };
  if (order) {
    // Confirmed now or settled before: issuing again returns the first invoice.
    await ledger.issueInvoice({
      series: "invoice",
      paymentRef: payment.paymentId,
      issuedAt: new Date(),
      record: storeOrderInvoiceRecord(order, record.buyer),
    });
  }
  return { outcome: "confirmed", order };
}

/** The store's settlement, for lib/payments' dispatch by subject (wired in lib/settlement). */
export async function settleStoreOrder(payment: CapturedPayment, record: PaymentRecord | null) {
  if (!record) return { outcome: "unknown" as const, subject: null };
  const { outcome, order } = await settleStoreOrderPayment(payment, record);
  return { outcome, subject: order };
}
