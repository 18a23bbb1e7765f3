import { buildInvoice } from "@/lib/invoices/build";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { Buyer, InvoiceDraft, Supplier } from "@/lib/invoices/types";
import { addDaysToDate } from "@/lib/pricing/club-time";
import type { Paise } from "@/lib/pricing/money";
import {
  depositOf,
  firstPeriod,
  nextPeriod,
  NOTICE_DAYS,
  planName,
  rentOf,
  seatsAllowed,
  type BillingTerms,
  type Period,
} from "@/lib/memberships/billing";
import type { MembershipPlan } from "@/lib/memberships/types";

/**
 * Seat changes' arithmetic, pure (issue 38): which counts a plan may change to, when a decrease
 * takes effect, the supplementary invoice of an increase and the deposit's difference.
 */

export const SEAT_CHANGE_TEXT = {
  sameSeats: "Choose a number of seats other than the membership's.",
  deskSeats: "A dedicated desk membership has 1 to 50 seats.",
  officeSeats: "An office comes in the calculator's sizes: 2, 4, 6, 15, 24 or 35 seats.",
  virtualOffice: "A virtual office has one seat: it cannot change.",
  notRunning: "Seats can be changed on an active membership without an end date.",
  open: "A seat change is already waiting for the club: ask again once it is decided or in force.",
  seatUsers: (users: number, seats: number) =>
    `${users} people have seats on this membership: remove seat users first, down to ${seats}.`,
  notFound: "There is no such seat change.",
  notPending: "This seat change has been decided already.",
  reasonRequired: "Say why the seat change is declined.",
  noRefundDue: "This seat change has no deposit refund due.",
} as const;

/** Why `to` seats are refused on this plan (null: allowed), as the member reads it. */
export function seatChangeRefusal(plan: MembershipPlan, from: number, to: number): string | null {
  if (plan === "virtual-office") return SEAT_CHANGE_TEXT.virtualOffice;
  if (to === from) return SEAT_CHANGE_TEXT.sameSeats;
  if (seatsAllowed(plan, to)) return null;
  return plan === "managed-office" ? SEAT_CHANGE_TEXT.officeSeats : SEAT_CHANGE_TEXT.deskSeats;
}

/**
 * When fewer seats take effect, asked on `askedOn` (a club date): the policies' notice is 30 days
 * (NOTICE_DAYS), the seats being kept and billed through askedOn + 30, as notice's end date is
 * notice + 30. The change starts with the first period that begins after that day: for a monthly
 * membership the 1st of the month after it (asked 15 March: kept to 14 April, fewer from 1 May;
 * asked 1 March: kept to 31 March, fewer from 1 April). A quarterly or annual period is paid ahead
 * and, as with notice, never refunded: fewer seats start with the next period after the notice.
 */
export function decreaseEffectiveDate(terms: BillingTerms, askedOn: string): string {
  const noticeEnds = addDaysToDate(askedOn, NOTICE_DAYS);
  const open = { ...terms, endDate: null };
  let period: Period | null = firstPeriod(open);
  while (period && period.start <= noticeEnds) period = nextPeriod(period, open);
  return period!.start;
}

/** The billing period that holds `day` (a club date on or after the start). */
export function periodHolding(terms: BillingTerms, day: string): Period {
  const open = { ...terms, endDate: null };
  let period = firstPeriod(open);
  while (period.end < day) period = nextPeriod(period, open)!;
  return period;
}

/**
 * More seats from `day` to the end of its period: the added seats' rent for the whole period
 * (what that period's invoice would have charged for them, a term's free month included) ×
 * days remaining (day to the period's end, both included) ÷ days in the period. Rounded once, to
 * the nearest paisa, half a paisa up (Math.round on the exact product): 1 desk at ₹6,000 from 15
 * March 2027 is 6,00,000 × 17 ÷ 31 = 3,29,032.26 paise → ₹3,290.32.
 */
export function supplementOf(
  terms: BillingTerms,
  addedMonthlyRent: Paise,
  day: string,
): { period: Period; rent: Paise; daysRemaining: number; daysInPeriod: number } {
  const period = periodHolding(terms, day);
  const periodRent = rentOf(period, { ...terms, monthlyRent: addedMonthlyRent });
  const days = (from: string, to: string) =>
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  const daysRemaining = days(day, period.end);
  const daysInPeriod = days(period.start, period.end);
  return {
    period: { start: day, end: period.end },
    rent: Math.round((periodRent * daysRemaining) / daysInPeriod),
    daysRemaining,
    daysInPeriod,
  };
}

/** The deposit's change from `from` to `to` seats: 4 months' rent of the difference (signed). */
export const depositChangeOf = (
  plan: MembershipPlan,
  seatRate: Paise,
  from: number,
  to: number,
): Paise => depositOf(plan, seatRate * Math.abs(to - from)) * Math.sign(to - from);

const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** The supplementary tax invoice: the added seats' prorated rent (never the deposit top-up). */
export function supplementInvoiceDraft(input: {
  supplier: Supplier;
  buyer: Buyer;
  plan: MembershipPlan;
  from: number;
  to: number;
  supplement: ReturnType<typeof supplementOf>;
}): InvoiceDraft {
  const { plan, from, to, supplement } = input;
  const added = to - from;
  return buildInvoice({
    supplier: input.supplier,
    buyer: input.buyer,
    // More seats of a desk or an office: the right to use the club's premises, as the rent.
    nature: { kind: "premises" },
    lines: [
      {
        description: `${planName(plan)}, ${added} more ${added === 1 ? "seat" : "seats"} (${from} → ${to}), ${formatDay(supplement.period.start)} to ${formatDay(supplement.period.end)} (${supplement.daysRemaining} of the period's ${supplement.daysInPeriod} days)`,
        taxCode: SPACE_RENTAL,
        quantity: added,
        taxableValue: supplement.rent,
      },
    ],
  });
}
