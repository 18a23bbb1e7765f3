import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCurrentMember } from "@/lib/auth/member";
import { getOfferByToken, holderAddressRequired } from "@/lib/memberships";
import { OfferAccept } from "./offer-accept";
import { OfferFigures } from "./offer-figures";
import { OfferTerms } from "./offer-terms";

export const metadata: Metadata = {
  title: "Your membership offer",
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ token: string }> };

/**
 * The offer a member reviews from the e-mailed link (the token is the key): plan, seats, term,
 * rent, GST, deposit, the first invoice, the notice and deposit terms as this offer states them
 * (its own deposit, one refund promise, the policies linked), and "Accept".
 */
export default async function MembershipOfferPage({ params }: Props) {
  const { token } = await params;
  const [offer, member] = await Promise.all([getOfferByToken(token), getCurrentMember()]);
  if (!offer) notFound();
  const { membership } = offer;

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <header>
        <p className="text-accent text-sm font-semibold tracking-widest uppercase">
          Membership offer
        </p>
        <h1 className="mt-3 text-4xl font-semibold break-words sm:text-5xl">
          {membership.holder.name}, your membership is ready
        </h1>
        <p className="text-muted-foreground mt-4">
          Review what we have prepared for you. Nothing is charged until you accept it; accepting
          issues your first invoice, which you can pay online or at the front desk.
        </p>
      </header>
      <div className="mt-10 grid gap-6">
        <OfferFigures offer={offer} />
        <OfferTerms membership={membership} version={offer.termsVersion} />
        <OfferAccept
          token={token}
          accepted={offer.accepted}
          acceptedAt={membership.acceptedAt}
          signedInAs={member?.user.email ?? null}
          holderEmail={membership.holder.email}
          askAddress={
            membership.company || membership.holder.address
              ? null
              : {
                  required: holderAddressRequired({
                    hasCompany: false,
                    hasAddress: false,
                    monthlyRent: membership.monthlyRent,
                    term: membership.term,
                  }),
                }
          }
        />
      </div>
    </div>
  );
}
