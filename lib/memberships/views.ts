import "server-only";
import type { Supplier } from "@/lib/invoices/types";
import { clubToday } from "@/lib/pricing/club-time";
import {
  buyerOf,
  membershipInvoiceDraft,
  nextPeriod,
  rentOf,
  type Period,
} from "@/lib/memberships/billing";
import { termsOf } from "@/lib/memberships/billing-run";
import { depositDocumentsOfWith } from "@/lib/memberships/deposit-documents";
import { reshapeInvoice, reshapeMembership, type ListedInvoiceRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";
import { monthOf, totalsWith } from "@/lib/memberships/totals";
import type {
  Membership,
  MembershipInvoice,
  MemberMembershipView,
  StaffMembershipsPages,
  StaffMembershipsView,
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

/** Rows on each list of "Members and billing". */
export const STAFF_PAGE_SIZE = 50;

/** One page and the id to ask the next one after (none when this page is the last). */
function paged<Row extends { id: string }>(rows: Row[]): { page: Row[]; next?: string } {
  const page = rows.slice(0, STAFF_PAGE_SIZE);
  return { page, next: rows.length > STAFF_PAGE_SIZE ? page[page.length - 1]?.id : undefined };
}

/**
 * "Members and billing" at `now`: each list a keyset page, newest first, after the row named in
 * `pages` (0086), and the totals summed in the database (0063). Nothing here reads a whole table.
 */
export async function staffViewWith(
  store: MembershipStore,
  now: Date,
  online: boolean,
  pages: StaffMembershipsPages = {},
): Promise<StaffMembershipsView> {
  const today = clubToday(now);
  const { from, to } = monthOf(today);
  const more = STAFF_PAGE_SIZE + 1;
  const [memberships, invoices, overdue, refunds, totals] = await Promise.all([
    store.membershipsPage(pages.memberships ?? null, more).then(paged),
    store.invoicesIssuedPage(from, to, pages.invoices ?? null, more).then(paged),
    store.overduePage(today, from, pages.overdue ?? null, more).then(paged),
    store.refundDuePage(pages.depositsToRefund ?? null, more).then(paged),
    totalsWith(store, now),
  ]);
  const listed = (row: ListedInvoiceRow) => ({
    ...reshapeInvoice(row, today),
    holderName: row.holder_name,
    company: row.company_legal_name,
  });
  return {
    memberships: memberships.page.map((row) => reshapeMembership(row, online)),
    invoices: invoices.page.map(listed),
    overdue: overdue.page.map(listed),
    depositsToRefund: refunds.page.map((row) => reshapeMembership(row, online)),
    totals,
    next: {
      memberships: memberships.next,
      invoices: invoices.next,
      overdue: overdue.next,
      depositsToRefund: refunds.next,
    },
  };
}
