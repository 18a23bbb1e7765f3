import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import { createSubscription, paymentMethod, type SubscriptionRequest } from "@/lib/payments";
import { CLUB_UTC_OFFSET } from "@/lib/pricing/club-time";
import { WORKSPACE_TERMS } from "@/lib/pricing/constants";
import {
  AUTOPAY_LIMIT,
  buyerOf,
  membershipInvoiceDraft,
  nextPeriod,
  planName,
  rentOf,
} from "@/lib/memberships/billing";
import { runBillingWith, termsOf } from "@/lib/memberships/billing-run";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { dayOf, reshapeMembership } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";

/** How many charges a subscription allows: ten years of periods, ended early by notice. */
const YEARS_OF_CHARGES = 10;

/**
 * Autopay for the holder's running membership: a Razorpay plan of one whole period's invoice
 * total, its subscription charged from the next period's 1st. Only with payments online, and only
 * for a monthly total (rent + GST) of at most ₹15,000: above that, an Indian e-mandate needs the
 * payer's approval at each charge, so the member pays each invoice's link instead.
 */
export async function startAutopayWith(
  store: MembershipStore,
  membershipId: string,
  userId: string,
  supplier: Supplier,
): Promise<SubscriptionRequest> {
  const row = await store.byId(membershipId);
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (row.holder_user_id !== userId) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  if (paymentMethod() !== "razorpay") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayUnavailable);
  }
  const membership = reshapeMembership(row, true);
  if (membership.monthlyTotal > AUTOPAY_LIMIT) {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.autopayOverLimit);
  }
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
    buyer: buyerOf(membership.holder.name, membership.company),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent,
  });
  const { months } = WORKSPACE_TERMS[membership.term];
  const request = await createSubscription({
    // The invoice's amount due: a holder deducting TDS is debited the net (0048).
    amount: total - tdsOf(rent, membership.tdsRateBp),
    intervalMonths: months as 1 | 3 | 12,
    count: (YEARS_OF_CHARGES * 12) / months,
    name: `${planName(membership.plan)}, ${membership.seats} seats, ${membership.term}`,
    // 10:00 in the club on the period's first day: after the night's billing run has issued it.
    startAt: new Date(`${period.start}T10:00:00${CLUB_UTC_OFFSET}`),
    notes: { membership_id: membership.id },
  });
  await store.setAutopay(membership.id, request.subscriptionId);
  return request;
}

/**
 * A subscription's charge pays the oldest unpaid invoice of its amount, once per payment. A charge
 * that comes before its invoice was issued runs billing first; still none, it throws, so the
 * webhook is forgotten and Razorpay's retry settles it later.
 */
export async function settleChargeWith(
  store: MembershipStore,
  supplier: Supplier,
  subscriptionId: string,
  payment: { paymentId: string; amount: number },
  now: Date,
): Promise<string> {
  const settle = () =>
    store.settleSubscriptionCharge(subscriptionId, payment.paymentId, payment.amount, now);
  let settled = await settle();
  if (!settled) {
    await runBillingWith(store, supplier, now);
    settled = await settle();
  }
  if (!settled) {
    throw new Error(
      `No unpaid invoice of ${payment.amount} paise for subscription ${subscriptionId}`,
    );
  }
  return settled.paid ? "membership invoice paid by autopay" : "membership invoice paid already";
}
