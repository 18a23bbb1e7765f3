import type { Paise } from "@/lib/pricing/money";

/**
 * Collections, pure: which unpaid invoices are overdue and by how many days, the aged-debtors
 * table, and the late fee a membership's offer stated (none unless the owner turned it on).
 */

/** Days after the due date of the reminders (0027/0049's owe_membership_reminders). */
export const REMINDER_DAYS_AFTER_DUE = [0, 3, 10, 20] as const;

export const AGE_BUCKETS = ["0-30", "31-60", "61-90", "90+"] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const ageBucketOf = (daysOverdue: number): AgeBucket =>
  daysOverdue <= 30 ? "0-30" : daysOverdue <= 60 ? "31-60" : daysOverdue <= 90 ? "61-90" : "90+";

/** An unpaid invoice as collections reads it. */
export type Receivable = {
  membershipId: string;
  holder: string;
  dueDate: string;
  amountDue: Paise;
  /** Rent + GST: what a late fee is reckoned on (never the deposit). */
  invoiceTotal: Paise;
  /** The membership's late fee in basis points; null when its offer stated none. */
  lateFeeBp: number | null;
};

export type OverdueMembership = {
  membershipId: string;
  holder: string;
  /** Days since the oldest unpaid invoice fell due. */
  daysOverdue: number;
  invoices: number;
  amount: Paise;
  /** The late fee its offer stated, on each invoice 10 days overdue; 0 when none. */
  lateFee: Paise;
};

export type AgedDebtor = { membershipId: string; holder: string } & Record<AgeBucket, Paise> & {
    total: Paise;
  };

export type AgedDebtors = {
  rows: AgedDebtor[];
  totals: Record<AgeBucket, Paise> & { total: Paise };
};

/** A late fee, when the offer stated one, falls on an invoice this many days past its due date. */
export const LATE_FEE_AFTER_DAYS = 10;

/** What an offer says of the late fee: null when the club charges none (the default). */
export const lateFeeTerms = (lateFeeBp: number | null): string | null =>
  lateFeeBp
    ? `A late fee of ${lateFeeBp / 100} % of an invoice's total (rent with GST) is charged once on an invoice still unpaid ${LATE_FEE_AFTER_DAYS} days after its due date.`
    : null;

/** The late fee of one overdue invoice: its rate × the invoice's total, once. */
export const lateFeeOf = (invoiceTotal: Paise, lateFeeBp: number | null): Paise =>
  lateFeeBp ? Math.round((invoiceTotal * lateFeeBp) / 10_000) : 0;

const DAY_MS = 86_400_000;
/** Days past the due date on `today` (0 on the due date itself); both are club dates. */
const daysPast = (dueDate: string, today: string) =>
  Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);

/** Memberships with an invoice past its due date, the longest overdue first. */
export function overdueMemberships(unpaid: Receivable[], today: string): OverdueMembership[] {
  const byMembership = new Map<string, OverdueMembership>();
  for (const r of unpaid) {
    const days = daysPast(r.dueDate, today);
    if (days < 1) continue;
    const row = byMembership.get(r.membershipId) ?? {
      membershipId: r.membershipId,
      holder: r.holder,
      daysOverdue: 0,
      invoices: 0,
      amount: 0,
      lateFee: 0,
    };
    row.daysOverdue = Math.max(row.daysOverdue, days);
    row.invoices += 1;
    row.amount += r.amountDue;
    if (days >= LATE_FEE_AFTER_DAYS) row.lateFee += lateFeeOf(r.invoiceTotal, r.lateFeeBp);
    byMembership.set(r.membershipId, row);
  }
  return [...byMembership.values()].sort(
    (a, b) => b.daysOverdue - a.daysOverdue || a.holder.localeCompare(b.holder),
  );
}

const zeroBuckets = () =>
  Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, 0])) as Record<AgeBucket, Paise>;

/**
 * Aged debtors: every unpaid invoice whose due date has come, by days past it (the due date
 * itself is day 0), summed per membership and in total. Invoices not yet due owe nothing yet.
 */
export function agedDebtors(unpaid: Receivable[], today: string): AgedDebtors {
  const rows = new Map<string, AgedDebtor>();
  const totals = { ...zeroBuckets(), total: 0 };
  for (const r of unpaid) {
    const days = daysPast(r.dueDate, today);
    if (days < 0) continue;
    const bucket = ageBucketOf(days);
    const row = rows.get(r.membershipId) ?? {
      membershipId: r.membershipId,
      holder: r.holder,
      ...zeroBuckets(),
      total: 0,
    };
    row[bucket] += r.amountDue;
    row.total += r.amountDue;
    totals[bucket] += r.amountDue;
    totals.total += r.amountDue;
    rows.set(r.membershipId, row);
  }
  return {
    rows: [...rows.values()].sort((a, b) => b.total - a.total || a.holder.localeCompare(b.holder)),
    totals,
  };
}
