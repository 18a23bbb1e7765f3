import Link from "next/link";
import type { MembershipOfferView } from "@/lib/memberships/types";

/** The notice and deposit rules of the policy pages, as the member accepts them (with their version). */
export function OfferTerms({ terms }: { terms: MembershipOfferView["terms"] }) {
  return (
    <section aria-labelledby="offer-terms" className="bg-card rounded-2xl border p-6">
      <h2 id="offer-terms" className="font-sans text-lg font-semibold">
        Notice and deposit
      </h2>
      <div className="mt-4 space-y-5 text-sm">
        {terms.sections.map((section) => (
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
        Terms version {terms.version}. Read them in full in our{" "}
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
