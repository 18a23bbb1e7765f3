import { jsonOk } from "@/lib/http";
import { declineSeatChange } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { seatChangeDeclineSchema } from "@/lib/validation/seat-changes";

/** Staff decline a seat change with a reason (in the membership's history). */
export const POST = jsonPostRoute<typeof seatChangeDeclineSchema, { id: string }>(
  {
    name: "POST /api/staff/seat-changes/[id]/decline",
    schema: seatChangeDeclineSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ reason }, { params: { id }, member }) =>
    jsonOk({ seatChange: await declineSeatChange(id, reason, staffActor(member), new Date()) }),
);
