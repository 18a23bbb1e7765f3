import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import { refundUnappliedPayment } from "@/lib/payments";
import { runBillingWith } from "@/lib/memberships/billing-run";
import type { MembershipStore, PaymentSettlement } from "@/lib/memberships/store";

/**
 * A captured membership payment: a "Pay now" order's (`orderId`) or an autopay debit
 * (`subscriptionId`).
 */
export type MembershipCapture = {
  paymentId: string;
  amount: number;
  method: string;
} & ({ orderId: string; subscriptionId?: never } | { subscriptionId: string; orderId?: never });

/** What became of it, as the webhook answers (every one a business outcome: 2xx). */
export const SETTLED_TEXT = {
  paid: "membership invoice paid",
  paidByAutopay: "membership invoice paid by autopay",
  paidAlready: "membership invoice paid already",
  refunded: (reason: string) => `unapplied payment refunded (${reason})`,
  refundFailed: (reason: string) => `unapplied payment: refund failed (${reason})`,
} as const;

/**
 * Settles a captured membership payment once (0045's settle_membership_payment): it pays its
 * invoice, or, when it settles nothing (a superseded order paid late, an invoice paid already by
 * any method, a wrong amount, a cancelled or ended membership, an unknown subscription, a debit
 * after the end), it is refunded in full through the payments' refund ledger and listed for
 * staff. An autopay debit that comes before its invoice was issued runs billing first. Null: not
 * a membership's order. Only our own store failing throws (the webhook answers 5xx, the retry
 * settles it).
 */
export async function settleMembershipPaymentWith(
  store: MembershipStore,
  supplier: Supplier,
  payment: MembershipCapture,
  now: Date,
): Promise<string | null> {
  return (await settleMembershipPaymentFor(store, supplier, payment, now)).outcome;
}

/** The same, with the invoice it paid now (null when it paid none), for autopay's review. */
export async function settleMembershipPaymentFor(
  store: MembershipStore,
  supplier: Supplier,
  payment: MembershipCapture,
  now: Date,
): Promise<{ outcome: string | null; paidInvoiceId: string | null }> {
  let settled = await store.settlePayment(payment, now, false);
  if (settled.outcome === "none") {
    await runBillingWith(store, supplier, now);
    settled = await store.settlePayment(payment, now, true);
  }
  return {
    outcome: await outcomeOf(settled, payment),
    paidInvoiceId: settled.outcome === "paid" ? settled.membershipInvoiceId : null,
  };
}

/** What a settlement answers the webhook; one that settles nothing is refunded first. */
async function outcomeOf(
  settled: PaymentSettlement,
  payment: MembershipCapture,
): Promise<string | null> {
  const autopay = payment.subscriptionId !== undefined;
  switch (settled.outcome) {
    case "unknown":
      return null;
    case "paid":
      return autopay ? SETTLED_TEXT.paidByAutopay : SETTLED_TEXT.paid;
    case "settled":
      return SETTLED_TEXT.paidAlready;
    case "refunded":
      return SETTLED_TEXT.refunded(settled.note ?? "refunded before");
    case "refund":
    case "none": {
      const reason = settled.note ?? "no unpaid invoice of this amount";
      const refund = await refundUnappliedPayment(
        { paymentId: payment.paymentId, orderId: settled.orderId!, amount: payment.amount, reason },
        {
          ...(settled.membershipInvoiceId
            ? { membership_invoice: settled.membershipInvoiceId }
            : {}),
          ...(payment.subscriptionId ? { subscription: payment.subscriptionId } : {}),
        },
      );
      return refund === "refund failed"
        ? SETTLED_TEXT.refundFailed(reason)
        : SETTLED_TEXT.refunded(reason);
    }
  }
}
