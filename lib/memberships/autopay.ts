import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import {
  cancelSubscription,
  createSubscription,
  paymentMethod,
  type SubscriptionRequest,
} from "@/lib/payments";
import { CLUB_UTC_OFFSET } from "@/lib/pricing/club-time";
import { WORKSPACE_TERMS } from "@/lib/pricing/constants";
import {
  buyerOf,
  membershipInvoiceDraft,
  nextPeriod,
  planName,
  rentOf,
} from "@/lib/memberships/billing";
import { termsOf } from "@/lib/memberships/billing-run";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { debitMandateFor } from "@/lib/memberships/mandate-rules";
import {
  ABANDONED_SET_UP_MS,
  cancelMandateWith,
  reviewMandateAfterWith,
} from "@/lib/memberships/mandates";
import { dayOf, reshapeMembership } from "@/lib/memberships/rows";
import { SETTLED_TEXT, settleMembershipPaymentFor } from "@/lib/memberships/settle-payment";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";
import type { AutopayStatus } from "@/lib/memberships/types";

/** How many charges a subscription allows: ten years of periods, ended early by notice. */
const YEARS_OF_CHARGES = 10;

/**
 * Autopay for the holder's running membership: a Razorpay plan of one whole period's invoice
 * total, its subscription charged from the next period's 1st. Only with payments online. The
 * limit is judged on that one debit: up to ₹15,000 a UPI or card mandate, above it an e-mandate
 * (mandate-rules.ts). A new set-up is refused while one is pending or running; a stopped one
 * (halted, cancelled, completed), or one left pending in the checkout for a day, is replaced,
 * cancelled at Razorpay first unless it ended there.
 */
export async function startAutopayWith(
  store: MembershipStore,
  membershipId: string,
  userId: string,
  supplier: Supplier,
  now: Date,
): Promise<SubscriptionRequest> {
  const row = await store.byId(membershipId);
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (row.holder_user_id !== userId) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  if (paymentMethod() !== "razorpay") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayUnavailable);
  }
  const abandoned =
    row.autopay_status === "pending" &&
    now.getTime() - new Date(row.autopay_changed_at ?? 0).getTime() > ABANDONED_SET_UP_MS;
  if (!abandoned) refuseWhileSetUp(row.autopay_status);
  const membership = reshapeMembership(row, true);
  const [latest] = await store.invoicesOf(membership.id);
  const period =
    latest &&
    nextPeriod(
      { start: dayOf(latest.period_start), end: dayOf(latest.period_end) },
      termsOf(membership),
    );
  if (membership.status !== "active" || membership.endDate || !period) {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayNotRunning);
  }
  const rent = rentOf(period, termsOf(membership));
  const { total } = membershipInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent,
  });
  // The invoice's amount due: a holder deducting TDS is debited the net (0048).
  const debit = total - tdsOf(rent, membership.tdsRateBp);
  const mandate = debitMandateFor(debit);
  if (row.autopay_subscription_id && (abandoned || row.autopay_status === "halted")) {
    await cancelMandateWith(store, row.autopay_subscription_id, "holder", now);
  }
  const { months } = WORKSPACE_TERMS[membership.term];
  const request = await createSubscription({
    amount: debit,
    mandate,
    intervalMonths: months as 1 | 3 | 12,
    count: (YEARS_OF_CHARGES * 12) / months,
    name: `${planName(membership.plan)}, ${membership.seats} seats, ${membership.term}`,
    // 10:00 in the club on the period's first day: after the night's billing run has issued it.
    startAt: new Date(`${period.start}T10:00:00${CLUB_UTC_OFFSET}`),
    notes: { membership_id: membership.id },
  });
  if (!(await store.startAutopay(membership.id, request.subscriptionId, mandate, now))) {
    // Another set-up (a second tab) won the row: this subscription is nobody's, so it goes.
    await cancelSubscription(request.subscriptionId).catch(() => undefined);
    const current = await store.byId(membership.id);
    refuseWhileSetUp(current?.autopay_status ?? "off");
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayNotRunning);
  }
  return request;
}

function refuseWhileSetUp(status: AutopayStatus): void {
  if (status === "pending") throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayPending);
  if (status === "active" || status === "retrying") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayRunning);
  }
}

/**
 * A subscription's charge pays the oldest unpaid invoice of its amount, once per payment (a
 * charge before its invoice was issued runs billing first); one that pays nothing (an unknown
 * subscription, a debit after the end, a cancelled membership) is refunded: the webhook answers
 * 2xx for every such outcome, so Razorpay never retries a business answer.
 */
export async function settleChargeWith(
  store: MembershipStore,
  supplier: Supplier,
  subscriptionId: string,
  payment: { paymentId: string; amount: number; method: string },
  now: Date,
): Promise<string> {
  const { outcome, paidInvoiceId } = await settleMembershipPaymentFor(
    store,
    supplier,
    { ...payment, subscriptionId },
    now,
  );
  if (paidInvoiceId) {
    // Paid up to the last whole period before an end date: the mandate stops before the prorated one.
    const invoice = await store.invoiceById(paidInvoiceId);
    const membership = invoice && (await store.byId(invoice.membership_id));
    if (membership) await reviewMandateAfterWith(store, membership, now);
  }
  // A subscription's debit is always a membership's (settled, or refunded as unapplied).
  return outcome ?? SETTLED_TEXT.paidAlready;
}
