import { HttpError, jsonOk } from "@/lib/http";
import { acceptOffer, MEMBERSHIP_TEXT } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { acceptOfferSchema } from "@/lib/validation/membership";

/** The signed-in member accepts the offer: they become its holder and the first invoice is issued. */
export const POST = jsonPostRoute<typeof acceptOfferSchema, { token: string }>(
  {
    name: "POST /api/memberships/offer/[token]/accept",
    // An individual holder's address and state for the invoices (rule 46(f)), when given.
    schema: acceptOfferSchema,
    rateLimit,
    member: "required",
  },
  async ({ billingAddress, billingState }, { params: { token }, member }) => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
      throw new HttpError("not_found", MEMBERSHIP_TEXT.offerNotFound);
    }
    const holderAddress =
      billingAddress && billingState
        ? { address: billingAddress, stateCode: billingState }
        : undefined;
    return jsonOk({ membership: await acceptOffer(token, member, new Date(), holderAddress) });
  },
);
