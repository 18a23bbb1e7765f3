import "server-only";
import { addDaysToDate, clubToday } from "@/lib/pricing/club-time";
import type { MembershipStore } from "@/lib/memberships/store";
import { MEMBERSHIP_PLANS, type MembershipTotals } from "@/lib/memberships/types";

/** The first and last day of the club month of `today`. */
export function monthOf(today: string): { from: string; to: string } {
  const from = `${today.slice(0, 8)}01`;
  const next = new Date(`${from}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDaysToDate(next.toISOString().slice(0, 10), -1) };
}

/**
 * The owner's numbers at `now`, summed by the database (0063), so the console home reads one
 * row, not every membership: the same figures as the members page's (views.ts totalsOf).
 */
export async function totalsWith(store: MembershipStore, now: Date): Promise<MembershipTotals> {
  const today = clubToday(now);
  const { from, to } = monthOf(today);
  const row = await store.totals(from, to, today);
  if (!row) throw new Error("membership_totals returned no row");
  const seatsByPlan = Object.fromEntries(
    MEMBERSHIP_PLANS.map((plan) => [plan, Number(row.seats_by_plan[plan] ?? 0)]),
  ) as MembershipTotals["seatsByPlan"];
  return {
    mrr: Number(row.mrr),
    seatsByPlan,
    activeCount: Number(row.active_count),
    thisMonth: {
      paid: Number(row.month_paid),
      due: Number(row.month_due),
      overdue: Number(row.month_overdue),
      count: Number(row.month_count),
    },
    overdue: { count: Number(row.overdue_count), amount: Number(row.overdue_amount) },
    paidApart: {
      invoices: Number(row.month_paid_invoices),
      deposits: Number(row.month_paid_deposits),
    },
  };
}
