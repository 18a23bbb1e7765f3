import "server-only";
import type { Booking } from "@/lib/bookings/types";
import {
  createPayment,
  issuePaymentDocument,
  listInvoicesForSubject,
  PAYMENT_TEXT,
  PaymentError,
  PaymentStepError,
  recordBookingPaymentRefund,
  refundLatePayment,
  refundPayment,
  type CapturedPayment,
  type PaymentBuyer,
  type PaymentRecord,
  type PaymentRequest,
} from "@/lib/payments";
import { seriesInvoiceRecord } from "./invoice";
import { dateRefund } from "./rules";
import { getSeriesStore } from "./select";
import type { BookingSeries } from "./types";

/** Razorpay's receipt: the series' id without dashes, after a prefix (within its 40 characters). */
const receiptOf = (prefix: string, id: string) => `${prefix}_${id.replace(/-/g, "").slice(0, 32)}`;

const secondsLeft = (expiresAt: string | undefined, now: Date) =>
  expiresAt
    ? Math.max(1, Math.floor((new Date(expiresAt).getTime() - now.getTime()) / 1000))
    : undefined;

/**
 * One provider order for every held date of the series, for their summed price; null when the
 * dates are not holds (payment at the front desk). A series whose order cannot be started gives
 * every slot back at once.
 */
export async function startSeriesPayment(
  series: BookingSeries,
  dates: readonly Booking[],
  buyer: PaymentBuyer = {},
): Promise<PaymentRequest | null> {
  const held = dates.filter((d) => d.status === "pending_payment");
  if (held.length === 0) return null;
  const store = getSeriesStore();
  const amount = held.reduce((sum, d) => sum + d.totalPaise, 0);
  try {
    const request = await createPayment({
      amount,
      receipt: receiptOf("sr", series.id),
      notes: { series: series.id, dates: String(held.length) },
    });
    if (request.method !== "razorpay") return null;
    await store.recordOrder(series.id, request.orderId, amount, buyer);
    const timeoutSeconds = secondsLeft(held[0]!.holdExpiresAt, new Date());
    return timeoutSeconds ? { ...request, timeoutSeconds } : request;
  } catch (error) {
    await store.releaseHold(series.id);
    throw new PaymentStepError(PAYMENT_TEXT.couldNotStart, { cause: error });
  }
}

/**
 * A captured payment for a series, settled once: every date confirmed and the one invoice issued
 * (a line per date), or (a lapsed hold whose slot was taken) the whole payment refunded.
 */
export async function settleSeriesPayment(
  payment: CapturedPayment,
  record: PaymentRecord,
): Promise<{ outcome: "confirmed" | "refunded" | "unknown"; booking: Booking | null }> {
  const store = getSeriesStore();
  const { outcome, seriesId } = await store.settle(payment);
  if (outcome === "unknown" || !seriesId) return { outcome: "unknown", booking: null };
  if (outcome === "refund") {
    const refund = await refundLatePayment(payment, {
      series: seriesId,
      reason: "a date's slot was taken after the hold lapsed, or paid again",
    });
    if (refund) {
      await recordBookingPaymentRefund({
        paymentId: payment.paymentId,
        amount: payment.amount,
        ...refund,
      });
    }
  }
  const [series, dates] = await Promise.all([store.get(seriesId), store.dates(seriesId)]);
  const paid = dates.filter((d) => d.paymentStatus === "paid-online");
  const first = paid[0] ?? dates[0] ?? null;
  if (outcome !== "confirmed" && outcome !== "settled")
    return { outcome: "refunded", booking: first };
  if (series && paid.length > 0) {
    const { record: invoice } = seriesInvoiceRecord(series, paid, record.buyer);
    await issuePaymentDocument({
      series: "invoice",
      paymentRef: payment.paymentId,
      issuedAt: new Date(),
      record: invoice,
    });
  }
  return { outcome: "confirmed", booking: first };
}

/**
 * The series' settlement, for lib/payments' dispatch by subject: lib/settlement loads this file
 * alone when a series' payment is settled.
 */
export async function settleBookingSeries(payment: CapturedPayment, record: PaymentRecord | null) {
  if (!record) return { outcome: "unknown" as const, subject: null };
  const { outcome, booking } = await settleSeriesPayment(payment, record);
  return { outcome, subject: booking };
}

/**
 * After the member cancelled dates of a series paid online: each date's own refund (its
 * refund_paise, by its own 100/50/0 rule) as a partial refund of the series' payment, claimed once,
 * recorded on the per-date ledger, and its credit note against the series' invoice.
 */
export async function refundCancelledDates(
  series: BookingSeries,
  cancelled: readonly Booking[],
): Promise<Booking[]> {
  const store = getSeriesStore();
  const invoice = (await listInvoicesForSubject(series.id)).find((d) => d.series === "invoice");
  const answered: Booking[] = [];
  for (const date of cancelled) {
    const claim =
      date.paymentStatus === "paid-online" && (date.refundPaise ?? 0) > 0
        ? await store.claimDateRefund(date.id)
        : null;
    if (!claim) {
      answered.push(date);
      continue;
    }
    let made: { refundId: string | null; status: "pending" | "processed" | "failed" };
    try {
      const answer = await refundPayment({
        paymentId: claim.paymentId,
        amount: claim.amount,
        receipt: receiptOf("cancel", date.id),
        notes: { booking: date.id, series: series.id, reason: "cancellation" },
      });
      made = { refundId: answer.refundId, status: answer.status };
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      console.error("[series] date refund failed", error);
      made = { refundId: null, status: "failed" };
    }
    const recorded = await store.recordDateRefund(date.id, made.refundId, made.status);
    if (made.refundId && invoice && date.startsAt && date.cancelledAt) {
      const share = dateRefund(
        { startsAt: date.startsAt, totalPaise: date.totalPaise },
        new Date(date.cancelledAt),
      ).percent;
      const { record } = seriesInvoiceRecord(series, [date], claim.buyer, {
        share,
        invoiceId: invoice.id,
      });
      await issuePaymentDocument({
        series: "credit_note",
        paymentRef: made.refundId,
        issuedAt: new Date(),
        record,
      });
    }
    answered.push(recorded ?? date);
  }
  return answered;
}
