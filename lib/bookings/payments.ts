import "server-only";
import { bookingInvoiceRecord } from "@/lib/bookings/invoice";
import { bookingFromRecord } from "@/lib/bookings/rows";
import type { RefundPart } from "@/lib/bookings/reschedule/reprice-store";
import { getRepriceStore } from "@/lib/bookings/reschedule/select";
import type { Booking } from "@/lib/bookings/types";
import {
  createPayment,
  getPaymentLedger,
  PAYMENT_TEXT,
  PaymentError,
  PaymentStepError,
  receiptOf,
  refundLatePayment,
  refundPayment,
  secondsLeft,
  type CapturedPayment,
  type PaymentBuyer,
  type PaymentRecord,
  type PaymentRequest,
  type SettledOutcome,
  type StoredInvoice,
} from "@/lib/payments";
import { bookingTitle } from "@/lib/pricing";

/** A booking as the payments' server work reads it (0010's booking_by_id), or null. */
export async function readBooking(bookingId: string): Promise<Booking | null> {
  const row = await getPaymentLedger().bookingRow(bookingId);
  return row ? bookingFromRecord(row) : null;
}

/**
 * An order for a hold, priced by the server (the booking's stored total), for the browser's
 * checkout; null when the booking is not a hold (payment at the front desk). A first attempt that
 * cannot reach the provider gives the slot back at once; a retry keeps the hold's time.
 */
export async function startBookingPayment(
  booking: Booking,
  { buyer = {}, retry = false }: { buyer?: PaymentBuyer; retry?: boolean } = {},
): Promise<PaymentRequest | null> {
  if (booking.status !== "pending_payment") return null;
  const ledger = getPaymentLedger();
  try {
    const request = await createPayment({
      amount: booking.totalPaise,
      receipt: receiptOf("bk", booking.id),
      notes: { booking: booking.id, item: bookingTitle(booking.quote) },
    });
    if (request.method !== "razorpay") return null;
    await ledger.recordOrder(booking.id, request.orderId, booking.totalPaise, buyer);
    const timeoutSeconds = secondsLeft(booking.holdExpiresAt);
    return timeoutSeconds ? { ...request, timeoutSeconds } : request;
  } catch (error) {
    if (!retry) await ledger.releaseHold(booking.id);
    throw new PaymentStepError(retry ? PAYMENT_TEXT.couldNotResume : PAYMENT_TEXT.couldNotStart, {
      cause: error,
    });
  }
}

/** The tax invoice of a settled booking payment; issuing again returns the first one. */
async function invoiceBooking(
  booking: Booking,
  record: PaymentRecord,
  payment: CapturedPayment,
): Promise<StoredInvoice> {
  const { draft, record: invoice } = bookingInvoiceRecord(booking, record.buyer);
  if (draft.total !== payment.amount) {
    // Never expected (GST on whole rupees splits exactly); the books must say what was paid.
    console.error(`[payments] invoice total ${draft.total} differs from payment ${payment.amount}`);
  }
  return getPaymentLedger().issueInvoice({
    series: "invoice",
    paymentRef: payment.paymentId,
    issuedAt: new Date(),
    record: invoice,
  });
}

/**
 * A captured payment for a booking's hold, settled once: the hold confirmed and invoiced, or
 * (its slot taken after the hold lapsed) refunded in full.
 */
export async function settleBookingPayment(
  payment: CapturedPayment,
  record: PaymentRecord | null,
): Promise<{ outcome: SettledOutcome; booking: Booking | null }> {
  const ledger = getPaymentLedger();
  const { outcome, bookingId } = await ledger.settle(payment);
  if (outcome === "unknown" || !bookingId) return { outcome: "unknown", booking: null };
  if (outcome === "refund") {
    const refund = await refundLatePayment(payment, {
      booking: bookingId,
      reason: "not the booking's payment: paid after the hold lapsed, the slot taken, or again",
    });
    if (refund) {
      await ledger.recordBookingPaymentRefund({
        paymentId: payment.paymentId,
        amount: payment.amount,
        ...refund,
      });
    }
  }
  // Read once, after the settlement changed it: the invoice and the answer both use it.
  const booking = await readBooking(bookingId);
  if (outcome !== "confirmed" && outcome !== "settled") return { outcome: "refunded", booking };
  if (booking && record) await invoiceBooking(booking, record, payment);
  return { outcome: "confirmed", booking };
}

/**
 * One part of a cancellation's refund through the provider, its answer recorded (the booking shows
 * the sum of its parts). A refund the provider refused is recorded as failed; any other failure
 * is recorded as failed and thrown.
 */
async function refundPart(booking: Booking, part: RefundPart): Promise<string | null> {
  const store = getRepriceStore();
  let made: { refundId: string | null; status: "pending" | "processed" | "failed" };
  try {
    const answer = await refundPayment({
      paymentId: part.paymentId,
      amount: part.amount,
      receipt: `cancel_${booking.id.replace(/-/g, "").slice(0, 32)}`,
      notes: { booking: booking.id, reason: "cancellation" },
    });
    made = { refundId: answer.refundId, status: answer.status };
  } catch (error) {
    if (!(error instanceof PaymentError)) {
      await store.recordCancellationRefund({ ...part, refundId: null, status: "failed" });
      throw error;
    }
    console.error("[payments] cancellation refund failed", error);
    made = { refundId: null, status: "failed" };
  }
  await store.recordCancellationRefund({ ...part, ...made });
  return made.refundId;
}

/**
 * After a member's or the desk's cancellation of a booking paid online: the policy's refund
 * through the provider, from the payments that confirmed it (several after a move to a dearer
 * time, 0110), never more than remains paid, recorded with its ids and statuses, and one credit
 * note against its latest invoice. Nothing for a booking paid at the desk (the desk refunds as it
 * was paid) or a refund of nothing.
 */
export async function refundCancelledBooking(
  booking: Booking,
  refund: { amount: number; percent: number },
): Promise<Booking> {
  if (booking.paymentStatus !== "paid-online" || refund.amount <= 0) return booking;
  // Each payment's part claimed once, so a second caller refunds nothing again.
  const parts = await getRepriceStore().claimCancellationRefunds(booking.id, refund.amount);
  let refundId: string | null = null;
  for (const part of parts) refundId = (await refundPart(booking, part)) ?? refundId;
  const [first] = parts;
  if (refundId && first) {
    const ledger = getPaymentLedger();
    const invoice = (await ledger.listInvoicesForSubject(booking.id))
      .filter((doc) => doc.series === "invoice")
      .at(-1);
    if (invoice) {
      const { record } = bookingInvoiceRecord(booking, first.buyer, {
        share: refund.percent,
        invoiceId: invoice.id,
      });
      await ledger.issueInvoice({
        series: "credit_note",
        paymentRef: refundId,
        issuedAt: new Date(),
        record,
      });
    }
  }
  return (await readBooking(booking.id)) ?? booking;
}

/** After the desk cancelled a booking: the policy's refund of its online payment, if any. */
export async function refundDeskCancellation(
  bookingId: string,
  refund: { amount: number; percent: number },
): Promise<void> {
  const stored = await readBooking(bookingId);
  if (stored) await refundCancelledBooking(stored, refund);
}
