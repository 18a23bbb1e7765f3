import Link from "next/link";
import { lateFeeTerms } from "@/lib/memberships/collections";
import type { Membership } from "@/lib/memberships/types";
import { membershipOfferTerms } from "@/content/membership-offer";

/**
 * The notice and deposit terms as this offer states them: the deposit it actually charges and
 * one refund promise (content/membership-offer.ts), with the terms version an acceptance records
 * and links to the policy pages.
 */
export function OfferTerms({ membership, version }: { membership: Membership; version: string }) {
  const sections = membershipOfferTerms({
    deposit: membership.deposit.amount,
    monthlyRent: membership.monthlyRent,
    lateFee: lateFeeTerms(membership.lateFeeBp),
  });
  return (
    <section aria-labelledby="offer-terms" className="bg-card rounded-2xl border p-6">
      <h2 id="offer-terms" className="font-sans text-lg font-semibold">
        Notice and deposit
      </h2>
      <div className="mt-4 space-y-5 text-sm" data-testid="offer-terms">
        {sections.map((section) => (
          <div key={section.heading}>
            <h3 className="font-semibold">{section.heading}</h3>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="text-muted-foreground mt-1.5">
                {paragraph}
              </p>
            ))}
          </div>
        ))}
      </div>
      <p className="text-muted-foreground mt-5 text-xs">
        Terms version {version}. Read them in full in our{" "}
        <Link href="/terms" className="text-accent underline underline-offset-4">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link href="/refund-policy" className="text-accent underline underline-offset-4">
          Refund Policy
        </Link>
        .
      </p>
    </section>
  );
}
