import { jsonOk } from "@/lib/http";
import { recordSeatChangeRefund } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { markPaidSchema } from "@/lib/validation/membership";

/** Staff record a decrease's deposit refund (method, reference): its refund voucher. */
export const POST = jsonPostRoute<typeof markPaidSchema, { id: string }>(
  {
    name: "POST /api/staff/seat-changes/[id]/refund",
    schema: markPaidSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (input, { params: { id }, member }) =>
    jsonOk({ seatChange: await recordSeatChangeRefund(id, input, staffActor(member), new Date()) }),
);
