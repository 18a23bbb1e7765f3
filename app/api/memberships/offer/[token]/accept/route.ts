import { HttpError, jsonOk } from "@/lib/http";
import { acceptOffer, MEMBERSHIP_TEXT } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";

/** The signed-in member accepts the offer: they become its holder and the first invoice is issued. */
export const POST = jsonPostRoute<z.ZodObject, { token: string }>(
  {
    name: "POST /api/memberships/offer/[token]/accept",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_body, { params: { token }, member }) => {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
      throw new HttpError("not_found", MEMBERSHIP_TEXT.offerNotFound);
    }
    return jsonOk({ membership: await acceptOffer(token, member, new Date()) });
  },
);
