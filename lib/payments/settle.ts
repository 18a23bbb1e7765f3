import "server-only";
import { refundLatePayment, type SettledOutcome } from "@/lib/payments/checkout";
import type { PaymentRecord } from "@/lib/payments/ledger";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import type { CapturedPayment, SubscriptionState } from "@/lib/payments/types";

/**
 * One subject's settlement of a captured payment of the amount its order asked for: the outcome,
 * and the subject as it now stands (for the payer's answer). `record` is null when no order of
 * ours matched (a booking's ledger function answers "unknown" then).
 */
export type SubjectSettler<T> = (
  payment: CapturedPayment,
  record: PaymentRecord | null,
) => Promise<{ outcome: SettledOutcome; subject: T | null }>;

/**
 * What each payable subject provides, so lib/payments settles a payment by its record's subject
 * kind without importing its subjects (issue 37). Wired once, in lib/settlement.
 */
export type PaymentSubjects<B = unknown, O = unknown> = {
  booking: SubjectSettler<B>;
  /** A repeating booking's one payment for every date (lib/bookings/series): its first date. */
  bookingSeries: SubjectSettler<B>;
  /** A move's difference (lib/bookings/reschedule, 0110): the move completed, or refunded. */
  bookingReprice: SubjectSettler<B>;
  storeOrder: SubjectSettler<O>;
  /** A prepaid pack's payment (lib/packs): the pack activated and invoiced. */
  pack: SubjectSettler<unknown>;
  /** A membership invoice's order, autopay's debits and its mandate: lib/memberships'. */
  membership: {
    /** Settled once, or refunded when it settles nothing; null when not a membership's order. */
    settleOrder(payment: CapturedPayment, now: Date): Promise<string | null>;
    settleSubscriptionCharge(
      subscriptionId: string,
      payment: { paymentId: string; amount: number; method: string },
      now: Date,
    ): Promise<string>;
    recordMandateEvent(
      subscriptionId: string,
      event: SubscriptionState,
      now: Date,
    ): Promise<string>;
  };
};

export type SettledPayment<B = unknown, O = unknown> = {
  outcome: SettledOutcome;
  booking: B | null;
  order: O | null;
};

/**
 * A captured payment, from the checkout's verified callback or the webhook, settled once by what
 * it paid for: a booking's hold or a store order's. `record` is our record of its provider order
 * when the caller has read it already (the callback has): it is read once per settlement.
 */
export async function settleCapturedPayment<B, O>(
  subjects: PaymentSubjects<B, O>,
  payment: CapturedPayment,
  known?: PaymentRecord | null,
): Promise<SettledPayment<B, O>> {
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
  // A repeating booking's payment: every date confirmed and invoiced at once (lib/bookings/series).
  if (record?.seriesId) {
    const { outcome, subject } = await subjects.bookingSeries(payment, record);
    return { outcome, booking: subject, order: null };
  }
  if (record?.packId) {
    const { outcome } = await subjects.pack(payment, record);
    return { outcome, booking: null, order: null };
  }
  // The difference of a booking moved to a dearer time: its capture completes the move.
  if (record?.repriceId) {
    const { outcome, subject } = await subjects.bookingReprice(payment, record);
    return { outcome, booking: subject, order: null };
  }
  if (record?.storeOrderId) {
    const { outcome, subject } = await subjects.storeOrder(payment, record);
    return { outcome, order: subject, booking: null };
  }
  const { outcome, subject } = await subjects.booking(payment, record);
  return { outcome, booking: subject, order: null };
}
