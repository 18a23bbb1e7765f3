import { buildInvoice } from "@/lib/invoices/build";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { Buyer, InvoiceDraft, InvoiceLineInput, Supplier } from "@/lib/invoices/types";
import {
  OFFICE_SEAT_OPTIONS,
  SECURITY_DEPOSIT_MONTHS,
  VIRTUAL_OFFICE_MONTHLY_PRICE,
  WORKSPACE_PRODUCTS,
  WORKSPACE_TERMS,
} from "@/lib/pricing/constants";
import { addDaysToDate, addMonthsToDate } from "@/lib/pricing/club-time";
import type { Paise } from "@/lib/pricing/money";
import type {
  InvoicePreview,
  MembershipCompany,
  MembershipPlan,
  MembershipTerm,
} from "@/lib/memberships/types";

/**
 * The arithmetic of a membership's invoices, pure: periods in club dates, rent by period
 * (prorated by day in a first or last month), GST through lib/invoices, the untaxed deposit.
 */

export const DESK_MAX_SEATS = 50;
/** The policy's notice: the end date is this many days after notice is given. */
export const NOTICE_DAYS = 30;
/** The policy's deadline for returning the deposit after the end date. */
export const DEPOSIT_REFUND_DAYS = 30;
/** Invoices fall due on this day of the period's first month. */
export const DUE_DAY = 5;
/** The late reminder: this day of the month, if still unpaid. */
export const LATE_REMINDER_DAY = 8;
/** The most a UPI or card mandate debits at once without the payer's approval: above it, an e-mandate. */
export const AUTOPAY_LIMIT: Paise = 1_500_000;

const PLAN_NAMES: Record<MembershipPlan, string> = {
  "dedicated-desk": WORKSPACE_PRODUCTS["dedicated-desk"].name,
  "managed-office": WORKSPACE_PRODUCTS["managed-office"].name,
  "virtual-office": "Virtual Office",
};

export const planName = (plan: MembershipPlan) => PLAN_NAMES[plan];

/** The seats a plan may have: desks 1-50, offices the calculator's sizes, a virtual office one. */
export function seatsAllowed(plan: MembershipPlan, seats: number): boolean {
  if (!Number.isInteger(seats)) return false;
  if (plan === "managed-office") return (OFFICE_SEAT_OPTIONS as readonly number[]).includes(seats);
  if (plan === "virtual-office") return seats === 1;
  return seats >= 1 && seats <= DESK_MAX_SEATS;
}

export function seatRateOf(plan: MembershipPlan): Paise {
  return plan === "virtual-office"
    ? VIRTUAL_OFFICE_MONTHLY_PRICE
    : WORKSPACE_PRODUCTS[plan].seatRate;
}

/** The calculator's deposit: 4 months' rent for a desk or an office; a virtual office has none. */
export function depositOf(plan: MembershipPlan, monthlyRent: Paise): Paise {
  return plan === "virtual-office" ? 0 : monthlyRent * SECURITY_DEPOSIT_MONTHS;
}

const dayOf = (date: string) => Number(date.slice(8, 10));
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;
const lastOfMonth = (date: string) => addDaysToDate(addMonthsToDate(firstOfMonth(date), 1), -1);
const daysInMonth = (date: string) => dayOf(lastOfMonth(date));

export type BillingTerms = {
  term: MembershipTerm;
  monthlyRent: Paise;
  startDate: string;
  /** The last day, once set (notice or an early end). */
  endDate: string | null;
};

export type Period = { start: string; end: string };

/**
 * The first period: from the start date to the end of its month (prorated), or a whole term's
 * period when the membership starts on the 1st. Later periods start on the 1st.
 */
export function firstPeriod({ term, startDate, endDate }: BillingTerms): Period {
  const end =
    dayOf(startDate) === 1
      ? addDaysToDate(addMonthsToDate(startDate, WORKSPACE_TERMS[term].months), -1)
      : lastOfMonth(startDate);
  return { start: startDate, end: endDate && endDate < end ? endDate : end };
}

/** The period starting on `start` (a 1st), cut at the end date. */
function periodFrom(start: string, { term, endDate }: BillingTerms): Period {
  const end = addDaysToDate(addMonthsToDate(start, WORKSPACE_TERMS[term].months), -1);
  return { start, end: endDate && endDate < end ? endDate : end };
}

/** The period after `previous`, or null when the membership ends first. */
export function nextPeriod(previous: Period, terms: BillingTerms): Period | null {
  const start = addDaysToDate(previous.end, 1);
  if (terms.endDate && start > terms.endDate) return null;
  return periodFrom(start, terms);
}

/** Every period that has begun by `today` (a club date), in order; the billing run issues each once. */
export function periodsBegunBy(terms: BillingTerms, today: string): Period[] {
  const periods: Period[] = [];
  let period: Period | null = firstPeriod(terms);
  while (period && period.start <= today) {
    periods.push(period);
    period = nextPeriod(period, terms);
  }
  return periods;
}

/**
 * The rent of a period. A whole period of its term costs its months (annual: 11 for 12); a cut
 * period (a first or a last one) costs each whole calendar month at the monthly rent and each
 * part month by day: rent × days ÷ days in that month, to the nearest paisa.
 */
export function rentOf(period: Period, { term, monthlyRent }: BillingTerms): Paise {
  const { months, freeMonths } = WORKSPACE_TERMS[term];
  const whole = addDaysToDate(addMonthsToDate(period.start, months), -1) === period.end;
  if (whole && dayOf(period.start) === 1) return monthlyRent * (months - freeMonths);
  let rent = 0;
  for (
    let month = period.start;
    month <= period.end;
    month = addMonthsToDate(firstOfMonth(month), 1)
  ) {
    const from = month;
    const to = lastOfMonth(month) < period.end ? lastOfMonth(month) : period.end;
    const days = dayOf(to) - dayOf(from) + 1;
    const inMonth = daysInMonth(month);
    rent += days === inMonth ? monthlyRent : Math.round((monthlyRent * days) / inMonth);
  }
  return rent;
}

/** When an invoice falls due: the 5th of its period's month; the first one on the start date. */
export function dueDateOf(period: Period, first: boolean, issuedOn: string): string {
  if (first) return period.start > issuedOn ? period.start : issuedOn;
  const fifth = `${period.start.slice(0, 8)}0${DUE_DAY}`;
  return fifth > issuedOn ? fifth : issuedOn;
}

/** The day of the late reminder (the 8th) for an invoice due on `dueDate`. */
export function lateReminderDate(dueDate: string): string {
  const eighth = `${dueDate.slice(0, 8)}0${LATE_REMINDER_DAY}`;
  return eighth > dueDate ? eighth : addDaysToDate(dueDate, LATE_REMINDER_DAY - DUE_DAY);
}

/** The end date when notice is given on `today`. */
export const noticeEndDate = (today: string) => addDaysToDate(today, NOTICE_DAYS);

/**
 * Who the invoice is made out to: the company when there is one (its legal name, billing address,
 * state and GSTIN, as CGST rule 46(e) asks), else the holder, with their address and state when
 * given (rule 46(f), 0085).
 */
export function buyerOf(
  holderName: string,
  company: MembershipCompany | null,
  holder?: { address?: string; stateCode?: string },
): Buyer {
  if (!company) {
    return holder?.address && holder.stateCode
      ? { name: holderName, address: holder.address, stateCode: holder.stateCode }
      : { name: holderName };
  }
  return {
    name: holderName,
    company: company.legalName,
    gstin: company.gstin,
    address: company.billingAddress,
    stateCode: company.stateCode,
  };
}

const formatPeriodDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/** The tax invoice of one period: rent only (the deposit is not a supply, so never on it). */
export function membershipInvoiceDraft(input: {
  supplier: Supplier;
  buyer: Buyer;
  plan: MembershipPlan;
  seats: number;
  period: Period;
  rent: Paise;
  /** Lines billed with the rent (bookings on the company, 0100), each with its own SAC. */
  extraLines?: InvoiceLineInput[];
}): InvoiceDraft {
  const { plan, seats, period } = input;
  const seatWord = seats === 1 ? "seat" : "seats";
  return buildInvoice({
    supplier: input.supplier,
    buyer: input.buyer,
    // A desk, an office, a virtual office: the right to use the club's premises.
    nature: { kind: "premises" },
    lines: [
      {
        description: `${planName(plan)}, ${seats} ${seatWord}, ${formatPeriodDate(period.start)} to ${formatPeriodDate(period.end)}`,
        taxCode: SPACE_RENTAL,
        quantity: seats,
        taxableValue: input.rent,
      },
      ...(input.extraLines ?? []),
    ],
  });
}

/** An invoice's figures with the deposit beside it (first invoice), for previews and records. */
export function previewOf(draft: InvoiceDraft, period: Period, deposit: Paise): InvoicePreview {
  const sum = (tax: "cgst" | "sgst" | "igst") => draft.lines.reduce((t, l) => t + l[tax], 0);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    rent: draft.taxableValue,
    cgst: sum("cgst"),
    sgst: sum("sgst"),
    igst: sum("igst"),
    invoiceTotal: draft.total,
    deposit,
    amountDue: draft.total + deposit,
  };
}
