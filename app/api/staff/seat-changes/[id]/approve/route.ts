import { jsonOk } from "@/lib/http";
import { approveSeatChange } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { z } from "@/lib/zod";

/** Staff approve a seat change: more seats at once (supplementary invoice), fewer on their date. */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/staff/seat-changes/[id]/approve",
    schema: z.object({}),
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (_body, { params: { id }, member }) =>
    jsonOk({ seatChange: await approveSeatChange(id, staffActor(member), new Date()) }),
);
