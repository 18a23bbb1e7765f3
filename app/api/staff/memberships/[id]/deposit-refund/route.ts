import { jsonOk } from "@/lib/http";
import { recordDepositRefund } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { depositRefundSchema } from "@/lib/validation/membership";

/** Records the deposit's refund (method, reference, any deduction with its reason); the member is told. */
export const POST = jsonPostRoute<typeof depositRefundSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/deposit-refund",
    schema: depositRefundSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (input, { params: { id }, member }) =>
    jsonOk({ membership: await recordDepositRefund(id, input, staffActor(member), new Date()) }),
);
