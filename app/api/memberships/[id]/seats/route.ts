import { jsonOk } from "@/lib/http";
import { addSeatUser, removeSeatUser } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { seatUserSchema } from "@/lib/validation/membership";

/** The holder adds a seat user by e-mail (refused past the membership's seats). */
export const POST = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "POST /api/memberships/[id]/seats",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await addSeatUser(id, email, { holder: member }, new Date()), 201),
);

/** The holder removes a seat user, freeing the seat. */
export const DELETE = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "DELETE /api/memberships/[id]/seats",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await removeSeatUser(id, email, { holder: member }, new Date())),
);
