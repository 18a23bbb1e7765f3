import { adjustCredit } from "@/lib/credits";
import { jsonOk } from "@/lib/http";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { creditAdjustSchema } from "@/lib/validation/credits";

/** Staff adjust a membership's room credit with a reason (409 below what is left). */
export const POST = jsonPostRoute<typeof creditAdjustSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/credit",
    schema: creditAdjustSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ rupees, reason }, { params: { id }, member }) =>
    jsonOk(
      {
        movement: await adjustCredit(
          id,
          { amount: Math.round(rupees * 100), reason },
          staffActor(member),
          new Date(),
        ),
      },
      201,
    ),
);
