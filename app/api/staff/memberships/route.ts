import { jsonOk } from "@/lib/http";
import { createMembershipOffer, listMembershipsForStaff } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute, jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { membershipOfferSchema } from "@/lib/validation/membership";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** "Members and billing": memberships, this month's invoices, overdue, deposits to refund, totals. */
export const GET = apiRoute(
  { name: "GET /api/staff/memberships", rateLimit, member: "required", authorize: assertStaff },
  async () => jsonOk(await listMembershipsForStaff(new Date())),
);

/** Makes an offer (from a desk/office request or a walk-in); the holder is e-mailed the review link. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/memberships",
    schema: membershipOfferSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (offer, { member }) =>
    jsonOk({ membership: await createMembershipOffer(offer, staffActor(member), new Date()) }, 201),
);
