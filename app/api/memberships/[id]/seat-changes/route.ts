import { jsonOk } from "@/lib/http";
import { requestSeatChange } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { seatChangeRequestSchema } from "@/lib/validation/seat-changes";

/** The holder asks for more or fewer seats; staff decide (0105). */
export const POST = jsonPostRoute<typeof seatChangeRequestSchema, { id: string }>(
  {
    name: "POST /api/memberships/[id]/seat-changes",
    schema: seatChangeRequestSchema,
    rateLimit,
    member: "required",
  },
  async ({ seats }, { params: { id }, member }) =>
    jsonOk({ seatChange: await requestSeatChange(id, seats, member, new Date()) }, 201),
);
