import { jsonOk } from "@/lib/http";
import { reverseLateFee } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { reverseLateFeeSchema } from "@/lib/validation/membership";

/** Reverses an unpaid late fee with a reason: its credit note (409 once paid or reversed). */
export const POST = jsonPostRoute<typeof reverseLateFeeSchema, { id: string }>(
  {
    name: "POST /api/staff/membership-late-fees/[id]/reverse",
    schema: reverseLateFeeSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ reason }, { params: { id }, member }) =>
    jsonOk({ lateFee: await reverseLateFee(id, reason, staffActor(member), new Date()) }),
);
