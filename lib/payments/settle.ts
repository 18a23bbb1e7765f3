import "server-only";
import type { Booking } from "@/lib/data/types";
import { settleBookingPayment, type SettledOutcome } from "@/lib/payments/booking-payments";
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
  const record =
    known === undefined ? await getPaymentLedger().findByOrder(payment.orderId) : known;
  if (record?.storeOrderId) {
    const { outcome, order } = await settleStoreOrderPayment(payment, record);
    return { outcome, order, booking: null };
  }
  const { outcome, booking } = await settleBookingPayment(payment, record);
  return { outcome, booking, order: null };
}
