import "server-only";
import { cancelSubscription, type SubscriptionState } from "@/lib/payments";
import { clubToday } from "@/lib/pricing/club-time";
import { termsOf } from "@/lib/memberships/billing-run";
import { mandateMustStop } from "@/lib/memberships/mandate-rules";
import { dayOf, reshapeMembership, type MembershipRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type { AutopayStatus } from "@/lib/memberships/types";

/**
 * Autopay's mandate over its life: Razorpay's events recorded on the membership, and the
 * subscription cancelled at Razorpay when the membership stops needing it (notice, an early end,
 * the end, a cancellation, a replacement), so Razorpay debits nothing the club does not bill.
 */

/** The states in which Razorpay may still debit (a halted one can be resumed there). */
const LIVE: ReadonlySet<AutopayStatus> = new Set(["pending", "active", "retrying", "halted"]);

/**
 * A set-up still pending (not authorised: `subscription.authenticated` makes it active) after
 * this long was left in the checkout: a new one may replace it.
 */
export const ABANDONED_SET_UP_MS = 24 * 60 * 60 * 1000;

/** Razorpay's event to our state: its `pending` is a failed debit it retries. */
const FROM_EVENT: Record<SubscriptionState, AutopayStatus> = {
  // Authorised by the payer's bank: it will debit from the first charge on.
  authenticated: "active",
  activated: "active",
  pending: "retrying",
  halted: "halted",
  cancelled: "cancelled",
  completed: "completed",
};

export const isLiveMandate = (status: AutopayStatus) => LIVE.has(status);

/** A subscription's webhook: the membership's mandate follows it (halted e-mails, in SQL). */
export async function recordMandateEventWith(
  store: MembershipStore,
  subscriptionId: string,
  event: SubscriptionState,
  now: Date,
): Promise<string> {
  const changed = await store.setMandateState(subscriptionId, FROM_EVENT[event], "razorpay", now);
  // A subscription of no membership (replaced, or never ours) changes nothing: answered 2xx.
  if (!changed) return "subscription of no membership";
  return changed.previous === changed.current
    ? `autopay ${changed.current} already`
    : `autopay ${changed.current}`;
}

/** Cancels the subscription at Razorpay, then records it; Razorpay first, so a failure retries. */
export async function cancelMandateWith(
  store: MembershipStore,
  subscriptionId: string,
  actor: string,
  now: Date,
): Promise<void> {
  await cancelSubscription(subscriptionId);
  await store.setMandateState(subscriptionId, "cancelled", actor, now);
}

/**
 * Cancels the membership's live mandate when it must stop (mandate-rules.ts). Answers the row
 * as it stands after any change.
 */
export async function reviewMandateWith(
  store: MembershipStore,
  row: MembershipRow,
  now: Date,
): Promise<MembershipRow> {
  const subscriptionId = row.autopay_subscription_id;
  if (!subscriptionId || !isLiveMandate(row.autopay_status)) return row;
  // A running membership without an end date keeps its mandate: no need to read its invoices.
  if (row.status === "active" && !row.end_date) return row;
  const membership = reshapeMembership(row, true);
  const paid = new Set(
    (await store.invoicesOf(row.id))
      .filter((invoice) => invoice.status === "paid")
      .map((invoice) => dayOf(invoice.period_start)),
  );
  if (!mandateMustStop({ ...membership, terms: termsOf(membership) }, paid, clubToday(now))) {
    return row;
  }
  await cancelMandateWith(store, subscriptionId, "club", now);
  return (await store.byId(row.id)) ?? row;
}

/**
 * The same, where the membership's own change has been made already (notice, an end, a charge):
 * Razorpay unreachable must not undo it, so the failure is logged and the billing run, which
 * reviews every live mandate, cancels it on its next pass.
 */
export async function reviewMandateAfterWith(
  store: MembershipStore,
  row: MembershipRow,
  now: Date,
): Promise<MembershipRow> {
  try {
    return await reviewMandateWith(store, row, now);
  } catch (error) {
    console.error(
      `[autopay] could not cancel subscription ${row.autopay_subscription_id}; the billing run retries:`,
      error instanceof Error ? error.message : error,
    );
    return row;
  }
}

/** The billing run's pass: every live mandate reviewed; the number cancelled. */
export async function reviewMandatesWith(store: MembershipStore, now: Date): Promise<number> {
  let cancelled = 0;
  for (const row of await store.all()) {
    if (!isLiveMandate(row.autopay_status)) continue;
    const after = await reviewMandateAfterWith(store, row, now);
    if (after.autopay_status === "cancelled") cancelled += 1;
  }
  return cancelled;
}
