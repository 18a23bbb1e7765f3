import { jsonOk } from "@/lib/http";
import { addSeatUser, removeSeatUser } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { seatUserSchema } from "@/lib/validation/membership";

/** Staff add a seat user by e-mail for the holder (refused past the membership's seats). */
export const POST = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/seats",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await addSeatUser(id, email, { staff: staffActor(member) }, new Date()), 201),
);

/** Staff remove a seat user, freeing the seat. */
export const DELETE = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "DELETE /api/staff/memberships/[id]/seats",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await removeSeatUser(id, email, { staff: staffActor(member) }, new Date())),
);
