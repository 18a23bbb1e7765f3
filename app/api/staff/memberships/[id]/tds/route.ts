import { jsonOk } from "@/lib/http";
import { setMembershipTds } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { membershipTdsSchema } from "@/lib/validation/membership-tds";

/** Marks the holder as deducting TDS at a rate (0: none); invoices issued after it ask for the net. */
export const POST = jsonPostRoute<typeof membershipTdsSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/tds",
    schema: membershipTdsSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ ratePercent }, { params: { id }, member }) =>
    jsonOk({
      membership: await setMembershipTds(id, ratePercent, staffActor(member), new Date()),
    }),
);
