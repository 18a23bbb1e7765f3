import { DEPOSIT_REFUND_DAYS, NOTICE_DAYS } from "@/lib/memberships/billing";
import { formatInr, type Paise } from "@/lib/pricing";

/**
 * The notice and deposit terms a membership offer states (its version is
 * MEMBERSHIP_TERMS_VERSION in lib/memberships/offers.ts: change it with these words). The policy
 * pages word the deposit generally ("2-3 months' fee", refunded "within 30 days" in the terms,
 * "within 30 business days" in the refund policy, each on its own page as the specification
 * has it); an offer states the deposit this membership is charged, and one refund promise: the
 * sooner of the two, which keeps both pages' word and is the date the club holds itself to
 * (DEPOSIT_REFUND_DAYS, the deposit's refund-due date).
 */
export type OfferTermsSection = { heading: string; paragraphs: string[] };

const DEPOSIT_REFUND_PROMISE = `We refund it within ${DEPOSIT_REFUND_DAYS} days after your membership ends, once access cards and keys are returned and any unpaid fees or charges for damage beyond normal wear are settled. We send a written statement of any deduction and pay the balance to the bank account on record.`;

/** "4 months' rent" when the deposit is a whole number of months' rent, else nothing. */
function monthsOfRent(deposit: Paise, monthlyRent: Paise): string | null {
  if (monthlyRent <= 0 || deposit % monthlyRent !== 0) return null;
  const months = deposit / monthlyRent;
  return `${months} ${months === 1 ? "month's" : "months'"} rent`;
}

export function membershipOfferTerms({
  deposit,
  monthlyRent,
  lateFee = null,
}: {
  deposit: Paise;
  monthlyRent: Paise;
  /** The late fee this offer locks in (lib/memberships lateFeeTerms), null when none. */
  lateFee?: string | null;
}): OfferTermsSection[] {
  const months = monthsOfRent(deposit, monthlyRent);
  const sections: OfferTermsSection[] = [
    {
      heading: "Notice",
      paragraphs: [
        `Monthly memberships need ${NOTICE_DAYS} days' written notice to end or to change the number of seats. Email counts as written notice. There is no refund for the current billing cycle, whether you leave partway through it or stop using the space.`,
      ],
    },
    {
      heading: "Security deposit",
      paragraphs:
        deposit > 0
          ? [
              `Your security deposit is ${formatInr(deposit)}${months ? ` (${months})` : ""}, paid with your first invoice. It is not taxed, and no interest is paid on it.`,
              DEPOSIT_REFUND_PROMISE,
            ]
          : ["This membership has no security deposit."],
    },
  ];
  return lateFee ? [...sections, { heading: "Late fee", paragraphs: [lateFee] }] : sections;
}
