import { jsonOk } from "@/lib/http";
import { handOfferTo } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { seatUserSchema as handOfferSchema } from "@/lib/validation/membership";

/**
 * Staff hand an offer not yet accepted to another e-mail address: only that address's confirmed
 * account can accept it then; a new link is e-mailed there and the change is logged.
 */
export const POST = jsonPostRoute<typeof handOfferSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/holder",
    schema: handOfferSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk({ membership: await handOfferTo(id, email, staffActor(member), new Date()) }),
);
