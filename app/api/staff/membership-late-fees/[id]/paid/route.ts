import { jsonOk } from "@/lib/http";
import { markLateFeePaid } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { markPaidSchema } from "@/lib/validation/membership";

/** Records a late fee paid at the desk or by bank (409 once paid or reversed). */
export const POST = jsonPostRoute<typeof markPaidSchema, { id: string }>(
  {
    name: "POST /api/staff/membership-late-fees/[id]/paid",
    schema: markPaidSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (payment, { params: { id }, member }) =>
    jsonOk({ lateFee: await markLateFeePaid(id, payment, staffActor(member), new Date()) }),
);
