import "server-only";
import { toInvoiceRecord } from "@/lib/invoices/record";
import type { Supplier } from "@/lib/invoices/types";
import { clubToday } from "@/lib/pricing/club-time";
import {
  buyerOf,
  dueDateOf,
  membershipInvoiceDraft,
  periodsBegunBy,
  rentOf,
  type BillingTerms,
  type Period,
} from "@/lib/memberships/billing";
import {
  chargeLinesByPeriod,
  chargesByMembership,
  type ChargeLine,
} from "@/lib/memberships/company/rules";
import { reshapeMembership } from "@/lib/memberships/rows";
import type { MembershipStore, PeriodInvoice } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";
import type { BillingRunReport, Membership } from "@/lib/memberships/types";

export const termsOf = (m: Membership): BillingTerms => ({
  term: m.term,
  monthlyRent: m.monthlyRent,
  startDate: m.startDate,
  endDate: m.endDate,
});

/** What the database needs to issue one period's invoice (0027's issue_membership_invoice). */
export function periodInvoice(
  supplier: Supplier,
  membership: Membership,
  period: Period,
  now: Date,
  /** Bookings on the company this period bills (0100): lines beside the rent. */
  charges: ChargeLine[] = [],
): PeriodInvoice {
  const isFirst = period.start === membership.startDate;
  const rent = rentOf(period, termsOf(membership));
  const draft = membershipInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent,
    extraLines: charges,
  });
  const invoice = {
    ...toInvoiceRecord(draft, {
      subject: "membership",
      subjectId: membership.id,
      userId: membership.holder.userId ?? undefined,
    }),
    // 0048: printed as "TDS receivable"; the membership invoice then asks for the net.
    tds_receivable_paise: tdsOf(rent, membership.tdsRateBp),
  };
  return {
    membershipId: membership.id,
    periodStart: period.start,
    periodEnd: period.end,
    isFirst,
    dueDate: dueDateOf(period, isFirst, clubToday(now)),
    deposit: isFirst ? membership.deposit.amount : 0,
    invoice,
  };
}

/**
 * Issues one period's invoice unless it exists: the database decides (a unique period), so a
 * second caller, now or later, issues nothing and takes no number. True when this call issued it.
 */
export async function issuePeriod(
  store: MembershipStore,
  supplier: Supplier,
  membership: Membership,
  period: Period,
  now: Date,
): Promise<boolean> {
  const { issued } = await store.issueInvoice({
    ...periodInvoice(supplier, membership, period, now),
    issuedAt: now,
  });
  return issued;
}

/**
 * Periods sent to the database per call (0087): a few hundred keep each call's JSON small
 * and its transaction short, and divide the round trips of a run by as many.
 */
export const BILLING_BATCH = 250;

/**
 * The billing run at `now`: ends memberships past their end date, issues every period of each
 * running membership that has begun by today (club date) and is not yet invoiced, then owes the
 * reminders due today. Safe to run twice, or in two processes at once.
 */
export async function runBillingWith(
  store: MembershipStore,
  supplier: Supplier,
  now: Date,
): Promise<BillingRunReport> {
  const today = clubToday(now);
  const ended = await store.closeEnded(today);
  const charges = chargesByMembership(await store.companyChargesDue(today));
  let issued = 0;
  let batch: PeriodInvoice[] = [];
  const send = async () => {
    if (batch.length > 0) issued += await store.issueInvoices(now, batch);
    batch = [];
  };
  for (const row of await store.all()) {
    const membership = reshapeMembership(row, false);
    // Billing starts with the first invoice paid (active); notice still bills up to the end date.
    if (membership.status !== "active" && membership.status !== "notice") continue;
    const periods = periodsBegunBy(termsOf(membership), today);
    const lines = chargeLinesByPeriod(charges.get(membership.id) ?? [], periods);
    for (const period of periods) {
      batch.push(periodInvoice(supplier, membership, period, now, lines.get(period.start)));
      if (batch.length >= BILLING_BATCH) await send();
    }
  }
  await send();
  const reminders = await store.oweReminders(today);
  return { issued, reminders, ended };
}
