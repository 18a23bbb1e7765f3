import { WORKSPACE_TERMS } from "@/lib/pricing/constants";
import type { Paise } from "@/lib/pricing/money";
import type { MembershipTerm } from "@/lib/memberships/types";

/**
 * An individual holder's address on the membership's tax invoices, pure. CGST rule 46(f) asks an
 * unregistered recipient's name, address and state with its code where a supply's taxable value
 * is ₹50,000 or more; below that the address is welcome but not required. A company is named with
 * its own billing address (rule 46(e)), so its holder is never asked.
 */

/** Rule 46(f)'s threshold: ₹50,000 of taxable value on one invoice. */
export const RULE_46F_THRESHOLD: Paise = 5_000_000;

export const HOLDER_ADDRESS_TEXT = {
  required:
    "Enter your address and its state: a tax invoice of ₹50,000 or more names them (GST rule 46).",
} as const;

/** The largest rent one invoice of this membership carries: a whole period of its term. */
export function wholePeriodRent(monthlyRent: Paise, term: MembershipTerm): Paise {
  const { months, freeMonths } = WORKSPACE_TERMS[term];
  return monthlyRent * (months - freeMonths);
}

/**
 * Whether accepting must give the holder's address: a holder without a company, none on file,
 * and a whole period's rent at the threshold or above.
 */
export function holderAddressRequired(m: {
  hasCompany: boolean;
  hasAddress: boolean;
  monthlyRent: Paise;
  term: MembershipTerm;
}): boolean {
  return (
    !m.hasCompany && !m.hasAddress && wholePeriodRent(m.monthlyRent, m.term) >= RULE_46F_THRESHOLD
  );
}
