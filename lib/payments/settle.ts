import "server-only";
import type { Booking } from "@/lib/data/types";
import { settleBookingPayment, type SettledOutcome } from "@/lib/payments/booking-payments";
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
 * it paid for: a booking's hold or a store order's.
 */
export async function settleCapturedPayment(payment: CapturedPayment): Promise<SettledPayment> {
  const record = await getPaymentLedger().findByOrder(payment.orderId);
  if (record?.storeOrderId) {
    const { outcome, order } = await settleStoreOrderPayment(payment);
    return { outcome, order, booking: null };
  }
  const { outcome, booking } = await settleBookingPayment(payment);
  return { outcome, booking, order: null };
}
