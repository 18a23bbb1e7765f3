import "server-only";
import { readBooking } from "@/lib/bookings/payments";
import type { Booking } from "@/lib/bookings/types";
import { movedTo, repriceDocuments } from "@/lib/bookings/reschedule/documents";
import { checkMove, refusal, type MovedBooking } from "@/lib/bookings/reschedule/move";
import { priceChange, RESCHEDULE_TEXT, type NewSlot } from "@/lib/bookings/reschedule/rules";
import type {
  RefundPart,
  RepriceAnswer,
  RepriceStore,
} from "@/lib/bookings/reschedule/reprice-store";
import {
  createPayment,
  lastBuyerOf,
  listInvoicesForSubject,
  PaymentError,
  PaymentStepError,
  recordBookingPaymentRefund,
  refundLatePayment,
  refundPayment,
  secondsLeft,
  type CapturedPayment,
  type PaymentBuyer,
  type PaymentRequest,
  type SettledOutcome,
} from "@/lib/payments";
import { bookingTitle } from "@/lib/pricing";

/** A move to another price: moved (cheaper, the difference refunded), or the difference to pay. */
export type RepricedBooking = MovedBooking & {
  /** A dearer move's order for the difference: the move completes when it is paid. */
  payment?: PaymentRequest;
  /** Until when the difference may be paid; the booking stays where it is meanwhile. */
  payBy?: string;
};

/** Razorpay's receipt for a move's order or refund: the move's id without dashes. */
const receiptOf = (repriceId: string) => `mv_${repriceId.replace(/-/g, "").slice(0, 32)}`;

/** The move's documents, against the booking's latest invoice; the database issues them with the move. */
async function documentsFor(booking: Booking, moved: Booking, buyer: PaymentBuyer) {
  const invoice = (await listInvoicesForSubject(booking.id))
    .filter((doc) => doc.series === "invoice")
    .at(-1);
  return repriceDocuments(booking, moved, buyer, invoice?.id ?? null);
}

/**
 * Each claimed part of a cheaper move's difference refunded through the provider and its answer
 * recorded. A refund the provider refused is recorded as failed (no money moved: the books still
 * balance); any other failure is recorded as failed and thrown.
 */
async function refundDifference(store: RepriceStore, repriceId: string, parts: RefundPart[]) {
  for (const part of parts) {
    let made: { refundId: string | null; status: "pending" | "processed" | "failed" };
    try {
      const answer = await refundPayment({
        paymentId: part.paymentId,
        amount: part.amount,
        receipt: receiptOf(repriceId),
        notes: { move: repriceId, reason: "moved to a time of a lower price" },
      });
      made = { refundId: answer.refundId, status: answer.status };
    } catch (error) {
      if (!(error instanceof PaymentError)) {
        await store.recordRefund(repriceId, part.paymentId, null, "failed");
        throw error;
      }
      console.error("[reschedule] the difference's refund failed", error);
      made = { refundId: null, status: "failed" };
    }
    await store.recordRefund(repriceId, part.paymentId, made.refundId, made.status);
  }
}

/** A dearer move's order for the difference; a move whose order cannot start lapses at once. */
async function orderDifference(
  store: RepriceStore,
  answer: Extract<RepriceAnswer, { outcome: "pending" }>,
  buyer: PaymentBuyer,
  now: Date,
): Promise<RepricedBooking> {
  try {
    const request = await createPayment({
      amount: answer.difference,
      receipt: receiptOf(answer.repriceId),
      notes: {
        booking: answer.booking.id,
        move: answer.repriceId,
        item: bookingTitle(answer.booking.quote),
      },
    });
    if (request.method !== "razorpay") throw new Error("payments are taken at the front desk");
    await store.recordOrder(answer.repriceId, request.orderId, answer.difference, buyer);
    const timeoutSeconds = secondsLeft(answer.expiresAt, now.getTime());
    return {
      booking: answer.booking,
      price: { kind: "pay", amount: answer.difference },
      payment: timeoutSeconds ? { ...request, timeoutSeconds } : request,
      payBy: answer.expiresAt,
    };
  } catch (error) {
    await store.lapse(answer.repriceId, now);
    throw new PaymentStepError(RESCHEDULE_TEXT.couldNotStartPayment, { cause: error });
  }
}

/**
 * Moves the member's booking paid online (read as theirs by the caller) to `slot`, of another
 * price, at `now`. Checked by the rules first (the member's exact message), then by the database,
 * which moves it with its credit note and new invoice in one transaction. Cheaper: moved, and the
 * difference refunded from its payments. Dearer: not moved yet; the answer carries the order for
 * the difference, whose capture completes the move (settleRepricePayment).
 */
export async function repriceBooking(
  store: RepriceStore,
  booking: Booking,
  slot: NewSlot,
  now: Date,
): Promise<RepricedBooking> {
  const planned = checkMove(booking, slot, now);
  const buyer = (await lastBuyerOf(booking.id)) ?? {};
  const documents = await documentsFor(booking, movedTo(booking, planned), buyer);
  const answer = await store.reprice(booking.id, booking.userId, slot, now, documents);
  if (answer.outcome === "pending") return orderDifference(store, answer, buyer, now);
  if (answer.outcome !== "moved") throw refusal(answer, booking);
  if (answer.repriceId) await refundDifference(store, answer.repriceId, answer.refunds);
  return {
    booking: answer.booking,
    price: priceChange(
      { totalPaise: answer.previousTotal, paymentStatus: booking.paymentStatus },
      answer.booking.totalPaise,
    ),
  };
}

/**
 * A captured payment of a move's difference, settled once: the move completed (with its
 * documents), or, when it came too late or the new time was taken, refunded in full and the
 * booking left where it was.
 */
export async function settleRepricePayment(
  store: RepriceStore,
  payment: CapturedPayment,
  now: Date,
): Promise<{ outcome: SettledOutcome; booking: Booking | null }> {
  const { outcome, bookingId } = await store.settle(payment, now);
  if (outcome === "unknown" || !bookingId) return { outcome: "unknown", booking: null };
  if (outcome === "refund") {
    const refund = await refundLatePayment(payment, {
      booking: bookingId,
      reason: "a move's difference paid after it lapsed, or its new time was taken",
    });
    if (refund) {
      await recordBookingPaymentRefund({
        paymentId: payment.paymentId,
        amount: payment.amount,
        ...refund,
      });
    }
  }
  const booking = await readBooking(bookingId);
  return {
    outcome: outcome === "confirmed" || outcome === "settled" ? "confirmed" : "refunded",
    booking,
  };
}
