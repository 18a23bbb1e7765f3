import { jsonOk } from "@/lib/http";
import { endMembership } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { endMembershipSchema } from "@/lib/validation/membership";

/** Ends a membership early with a reason (an offer not yet started is cancelled). */
export const POST = jsonPostRoute<typeof endMembershipSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/end",
    schema: endMembershipSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (input, { params: { id }, member }) =>
    jsonOk({ membership: await endMembership(id, input, staffActor(member), new Date()) }),
);
