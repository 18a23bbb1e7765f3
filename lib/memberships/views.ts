import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import { addDaysToDate, clubToday } from "@/lib/pricing/club-time";
import {
  buyerOf,
  membershipInvoiceDraft,
  nextPeriod,
  rentOf,
  type Period,
} from "@/lib/memberships/billing";
import { termsOf } from "@/lib/memberships/billing-run";
import { depositDocumentsOfWith } from "@/lib/memberships/deposit-documents";
import { reshapeInvoice, reshapeMembership } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";
import {
  MEMBERSHIP_PLANS,
  type Membership,
  type MembershipInvoice,
  type MembershipPlan,
  type MemberMembershipView,
  type MembershipTotals,
  type StaffMembershipsView,
} from "@/lib/memberships/types";

const RUNNING = new Set(["active", "notice"]);

/** The next invoice after the latest one issued: its date (period start) and amount due. */
function nextInvoiceOf(
  membership: Membership,
  latest: MembershipInvoice | undefined,
  supplier: Supplier,
): MemberMembershipView["nextInvoice"] {
  if (!latest || !RUNNING.has(membership.status)) return null;
  const terms = termsOf(membership);
  const period: Period | null = nextPeriod(
    { start: latest.periodStart, end: latest.periodEnd },
    terms,
  );
  if (!period) return null;
  const rent = rentOf(period, terms);
  const draft = membershipInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent,
  });
  // What the holder will pay: a holder deducting TDS pays the net.
  return { date: period.start, amount: draft.total - tdsOf(rent, membership.tdsRateBp) };
}

export async function memberViewWith(
  store: MembershipStore,
  userId: string,
  now: Date,
  supplier: Supplier,
  paymentMethod: "razorpay" | "desk",
): Promise<MemberMembershipView | null> {
  const row = await store.ofHolder(userId);
  if (!row) return null;
  const membership = reshapeMembership(row, paymentMethod === "razorpay");
  const today = clubToday(now);
  const invoices = (await store.invoicesOf(membership.id)).map((r) => reshapeInvoice(r, today));
  const depositDocuments = (await depositDocumentsOfWith(store, membership.id)).map(
    ({ id, kind, number, amount }) => ({ id, kind, number, amount }),
  );
  return {
    membership,
    invoices,
    nextInvoice: nextInvoiceOf(membership, invoices[0], supplier),
    canGiveNotice: membership.status === "active" && membership.endDate === null,
    paymentMethod,
    depositDocuments,
  };
}

/** The first and last day of the club month of `today`. */
export function monthOf(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDaysToDate(next.toISOString().slice(0, 10), -1) };
}

function totalsOf(
  memberships: Membership[],
  thisMonth: MembershipInvoice[],
  overdue: MembershipInvoice[],
): MembershipTotals {
  const running = memberships.filter((m) => RUNNING.has(m.status));
  const seatsByPlan = Object.fromEntries(MEMBERSHIP_PLANS.map((plan) => [plan, 0])) as Record<
    MembershipPlan,
    number
  >;
  for (const m of running) seatsByPlan[m.plan] += m.seats;
  const sumOf = (list: MembershipInvoice[]) => list.reduce((t, i) => t + i.amountDue, 0);
  const paid = thisMonth.filter((i) => i.status === "paid");
  return {
    mrr: running.reduce((t, m) => t + m.monthlyRent, 0),
    seatsByPlan,
    activeCount: running.length,
    thisMonth: {
      paid: sumOf(thisMonth.filter((i) => i.status === "paid")),
      due: sumOf(thisMonth.filter((i) => i.status === "due")),
      overdue: sumOf(thisMonth.filter((i) => i.status === "overdue")),
      count: thisMonth.length,
    },
    overdue: { count: overdue.length, amount: sumOf(overdue) },
    paidApart: {
      invoices: paid.reduce((t, i) => t + i.invoiceTotal, 0),
      deposits: paid.reduce((t, i) => t + i.deposit, 0),
    },
  };
}

export async function staffViewWith(
  store: MembershipStore,
  now: Date,
  online: boolean,
): Promise<StaffMembershipsView> {
  const today = clubToday(now);
  const { from, to } = monthOf(today);
  const [rows, invoiceRows] = await Promise.all([
    store.all(),
    store.invoicesListed(from, to, true),
  ]);
  const memberships = rows.map((row) => reshapeMembership(row, online));
  const companies = new Map(memberships.map((m) => [m.id, m.company?.legalName ?? null]));
  // Oldest first from the database; the console lists the newest first.
  const listed = invoiceRows.reverse().map((row) => ({
    ...reshapeInvoice(row, today),
    holderName: row.holder_name,
    company: companies.get(row.membership_id) ?? null,
  }));
  const thisMonth = listed.filter((i) => {
    const issuedOn = clubToday(new Date(i.issuedAt));
    return issuedOn >= from && issuedOn <= to;
  });
  const overdue = listed.filter((i) => i.status === "overdue");
  return {
    memberships,
    invoices: thisMonth,
    overdue,
    depositsToRefund: memberships.filter((m) => m.deposit.state === "refund-due"),
    totals: totalsOf(memberships, thisMonth, overdue),
  };
}
