import { GST_PERCENT, WORKSPACE_TERMS } from "@/lib/pricing/constants";
import { addDaysToDate, addMonthsToDate } from "@/lib/pricing/club-time";
import { formatInr, percentOf, type Paise } from "@/lib/pricing/money";
import type { SubscriptionMandate } from "@/lib/payments/types";
import {
  AUTOPAY_LIMIT,
  firstPeriod,
  nextPeriod,
  type BillingTerms,
  type Period,
} from "@/lib/memberships/billing";
import type {
  AutopayMandate,
  AutopayState,
  MembershipStatus,
  MembershipTerm,
} from "@/lib/memberships/types";

/**
 * Autopay's rules, pure (the dashboard reads them too): what one debit is, which mandate may take
 * it, the words that say so, and when a mandate must stop so that the final, prorated period is
 * never debited in full.
 */

/** One debit: a whole period's invoice total, rent for the term's months (annual: 11) with GST. */
export function autopayDebitOf(monthlyRent: Paise, term: MembershipTerm): Paise {
  const { months, freeMonths } = WORKSPACE_TERMS[term];
  const rent = monthlyRent * (months - freeMonths);
  return rent + percentOf(rent, GST_PERCENT);
}

/**
 * The limit is judged on each debit: up to ₹15,000 a UPI or card mandate debits without the
 * payer's approval; above it an e-mandate on the bank account (netbanking or debit card), which
 * has no such limit. Without online payments there is no autopay: each invoice is paid by link.
 */
export function mandateFor(debit: Paise, online: boolean): AutopayMandate {
  return online ? debitMandateFor(debit) : "link";
}

/** The mandate a subscription of `debit` a charge is made with. */
export function debitMandateFor(debit: Paise): SubscriptionMandate {
  return debit <= AUTOPAY_LIMIT ? "upi-card" : "emandate";
}

const DEBIT_WORDS: Record<MembershipTerm, string> = {
  monthly: "one month's rent with GST",
  quarterly: "three months' rent with GST",
  annual: "a year's rent, 12 months for the price of 11, with GST",
};

/** Why this mandate, in the member's words (the dashboard, under "Autopay"). */
export function mandateExplanation(autopay: AutopayState, term: MembershipTerm): string {
  const debit = `Each debit is ${formatInr(autopay.debit)}, ${DEBIT_WORDS[term]}`;
  switch (autopay.mandate) {
    case "upi-card":
      return `${debit}: within the ₹15,000 a UPI or card mandate may debit, so you can authorise autopay with UPI or a card.`;
    case "emandate":
      return `${debit}: more than the ₹15,000 a UPI or card mandate may debit without your approval each time, so autopay uses an e-mandate on your bank account, authorised with netbanking or your debit card.`;
    case "link":
      return "Autopay needs online payments, which the club has not set up: pay each invoice from here or at the front desk.";
  }
}

/** A period of a whole term starting on a 1st: what one debit pays exactly. */
export function isWholePeriod(period: Period, term: MembershipTerm): boolean {
  const months = WORKSPACE_TERMS[term].months;
  return (
    period.start.endsWith("-01") &&
    addDaysToDate(addMonthsToDate(period.start, months), -1) === period.end
  );
}

/**
 * The period autopay would debit next: the first one starting today or later (club date) that is
 * not paid. Null when none is left before the end date; only asked once an end date is set.
 */
export function nextDebitPeriod(
  terms: BillingTerms & { endDate: string },
  paidStarts: ReadonlySet<string>,
  today: string,
): Period | null {
  for (let period: Period | null = firstPeriod(terms); period; period = nextPeriod(period, terms)) {
    if (period.start >= today && !paidStarts.has(period.start)) return period;
  }
  return null;
}

/**
 * Whether the mandate must be cancelled now: the membership has ended, or its next debit would
 * be the final, prorated period (or none is left). A whole period still to come keeps it, so it
 * stops right after the last whole period's debit and the prorated last invoice is paid by link.
 */
export function mandateMustStop(
  membership: { status: MembershipStatus; terms: BillingTerms },
  paidStarts: ReadonlySet<string>,
  today: string,
): boolean {
  if (membership.status === "ended" || membership.status === "cancelled") return true;
  const { endDate } = membership.terms;
  if (!endDate) return false;
  const next = nextDebitPeriod({ ...membership.terms, endDate }, paidStarts, today);
  return !next || !isWholePeriod(next, membership.terms.term);
}
