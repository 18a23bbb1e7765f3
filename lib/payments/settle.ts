import "server-only";
import type { Booking } from "@/lib/leads/types";
import {
  refundLatePayment,
  settleBookingPayment,
  type SettledOutcome,
} from "@/lib/payments/booking-payments";
import type { PaymentRecord } from "@/lib/payments/ledger";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import { settleStoreOrderPayment } from "@/lib/payments/store-order-payments";
import type { CapturedPayment } from "@/lib/payments/types";
import type { StoreOrder } from "@/lib/store/types";

export type SettledPayment = {
  outcome: SettledOutcome;
  booking: Booking | null;
  order: StoreOrder | null;
};

/**
 * A captured payment, from the checkout's verified callback or the webhook, settled once by what
 * it paid for: a booking's hold or a store order's. `record` is our record of its provider order
 * when the caller has read it already (the callback has): it is read once per settlement.
 */
export async function settleCapturedPayment(
  payment: CapturedPayment,
  known?: PaymentRecord | null,
): Promise<SettledPayment> {
  const ledger = getPaymentLedger();
  const record = known === undefined ? await ledger.findByOrder(payment.orderId) : known;
  // A membership invoice's order: lib/memberships settles it (the webhook hands it over).
  if (record?.membership) return { outcome: "unknown", booking: null, order: null };
  if (record && record.amount !== payment.amount) {
    // Not what the order asked for (a second, smaller payment on a settled provider order): it
    // pays for nothing and is never invoiced; it goes back in full, once.
    const refund = await refundLatePayment(
      payment,
      {
        [record.storeOrderId ? "store_order" : "booking"]: (record.storeOrderId ??
          record.bookingId)!,
        reason: "amount differs from the order",
      },
      "extra",
    );
    if (refund) {
      const recorded = { paymentId: payment.paymentId, amount: payment.amount, ...refund };
      if (record.storeOrderId) await ledger.recordStoreOrderPaymentRefund(recorded);
      else await ledger.recordBookingPaymentRefund(recorded);
    }
    return { outcome: "refunded", booking: null, order: null };
  }
  if (record?.storeOrderId) {
    const { outcome, order } = await settleStoreOrderPayment(payment, record);
    return { outcome, order, booking: null };
  }
  const { outcome, booking } = await settleBookingPayment(payment, record);
  return { outcome, booking, order: null };
}
