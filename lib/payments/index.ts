import "server-only";
import type { PaymentBuyer, PaymentRecord, StoredInvoice } from "@/lib/payments/ledger";
import type { PaymentLedger } from "@/lib/payments/ledger";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import { getPaymentGateway } from "@/lib/payments/select";
import { settleCapturedPayment, type PaymentSubjects } from "@/lib/payments/settle";
import type {
  CreatePaymentInput,
  CreateSubscriptionInput,
  PaymentProof,
  RefundInput,
  WebhookHeaders,
} from "@/lib/payments/types";

export * from "@/lib/payments/types";
export * from "@/lib/payments/errors";
export type { PaymentGateway } from "@/lib/payments/port";

/** "razorpay" when payments are taken online, "desk" when at the front desk. */
export function paymentMethod(): "razorpay" | "desk" {
  return getPaymentGateway().kind;
}

/** An order for exactly `amount` paise, priced by the server, for the browser's checkout. */
export function createPayment(input: CreatePaymentInput) {
  return getPaymentGateway().createPayment(input);
}

/** The checkout's success callback, verified: the captured payment of `amount`, or a PaymentError. */
export function confirmPayment(proof: PaymentProof, amount: number) {
  return getPaymentGateway().confirmPayment(proof, amount);
}

/** A webhook's raw body and headers, verified and read; PaymentSignatureError when forged. */
export function parsePaymentWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders) {
  return getPaymentGateway().parseWebhook(rawBody, headers);
}

export function refundPayment(input: RefundInput) {
  return getPaymentGateway().refund(input);
}

/** Autopay: a plan and a subscription to it, for the browser's checkout to authorise. */
export function createSubscription(input: CreateSubscriptionInput) {
  return getPaymentGateway().createSubscription(input);
}

/** Autopay's end: the subscription cancelled at the provider, so it debits nothing more. */
export function cancelSubscription(subscriptionId: string) {
  return getPaymentGateway().cancelSubscription(subscriptionId);
}

// What routes and server pages call: the one entry into payments (the browser's is ./client).
export {
  PAYMENT_TEXT,
  receiptOf,
  refundLatePayment,
  secondsLeft,
  type SettledOutcome,
} from "@/lib/payments/checkout";
export { expirePaymentHolds } from "@/lib/payments/hold-sweep";
export { listMemberInvoices, type InvoiceLink } from "@/lib/payments/member-invoices";
export {
  settleCapturedPayment,
  type PaymentSubjects,
  type SettledPayment,
  type SubjectSettler,
} from "@/lib/payments/settle";
export { handlePaymentWebhook } from "@/lib/payments/webhook";
export type { PaymentBuyer, PaymentRecord, StoredInvoice } from "@/lib/payments/ledger";
/**
 * The ledger, for the subjects' own settlement (lib/bookings, lib/store): each settles, invoices
 * and refunds its payments through it; lib/payments never imports them.
 */
export { getPaymentLedger } from "@/lib/payments/ledger/select";
export type { PaymentLedger } from "@/lib/payments/ledger";
export {
  listUnappliedPayments,
  reconcilePayments,
  refundUnappliedPayment,
  type UnappliedCapture,
} from "@/lib/payments/unapplied";
export {
  RECONCILIATION_FIGURES,
  reconciliationCsv,
  UNAPPLIED_CSV_COLUMNS,
} from "@/lib/payments/reconciliation-csv";
export type { Reconciliation, ReconciliationTotals, UnappliedPayment } from "@/lib/payments/ledger";

/** Our record of a provider order (whose it is, what it is for, its amount), or null. */
export function findPaymentByOrder(orderId: string) {
  return getPaymentLedger().findByOrder(orderId);
}

/**
 * The checkout's success callback for a provider order we recorded: the provider asked for the
 * captured payment of the recorded amount, then settled once, reading nothing twice.
 */
export async function confirmCheckoutPayment<B, O>(
  subjects: PaymentSubjects<B, O>,
  proof: PaymentProof,
  record: PaymentRecord,
) {
  const captured = await getPaymentGateway().confirmPayment(proof, record.amount);
  return settleCapturedPayment(subjects, captured, record);
}

/** The company and GSTIN given with a booking's latest payment, for another try at paying it. */
export async function lastBuyerOf(bookingId: string): Promise<PaymentBuyer | undefined> {
  const [last] = (await getPaymentLedger().listForBooking(bookingId)).slice(-1);
  return last?.buyer;
}

export function listInvoicesForUser(userId: string): Promise<StoredInvoice[]> {
  return getPaymentLedger().listInvoicesForUser(userId);
}

/** Every tax invoice and credit note issued in [from, to] (club dates), with credit notes' originals. */
export function listInvoicesIssued(from: string, to: string): Promise<StoredInvoice[]> {
  return getPaymentLedger().listInvoicesIssued(from, to);
}

export function listInvoicesForSubject(subjectId: string): Promise<StoredInvoice[]> {
  return getPaymentLedger().listInvoicesForSubject(subjectId);
}

/** Numbers and stores a tax invoice or credit note once per payment or refund (0008). */
export function issuePaymentDocument(input: Parameters<PaymentLedger["issueInvoice"]>[0]) {
  return getPaymentLedger().issueInvoice(input);
}

/** A late or extra payment's refund recorded on its booking (0018). */
export function recordBookingPaymentRefund(
  input: Parameters<PaymentLedger["recordBookingPaymentRefund"]>[0],
) {
  return getPaymentLedger().recordBookingPaymentRefund(input);
}
