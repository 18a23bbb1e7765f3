import { jsonOk } from "@/lib/http";
import { addCompanyAdmin, removeCompanyAdmin } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { seatUserSchema } from "@/lib/validation/membership";

/** The holder names a seat user a company admin (at most 3; 409 otherwise). */
export const POST = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "POST /api/memberships/[id]/admins",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await addCompanyAdmin(id, email, member, new Date()), 201),
);

/** The holder removes a company admin (they keep their seat). */
export const DELETE = jsonPostRoute<typeof seatUserSchema, { id: string }>(
  {
    name: "DELETE /api/memberships/[id]/admins",
    schema: seatUserSchema,
    rateLimit,
    member: "required",
  },
  async ({ email }, { params: { id }, member }) =>
    jsonOk(await removeCompanyAdmin(id, email, member, new Date())),
);
