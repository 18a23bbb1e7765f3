import { jsonOk } from "@/lib/http";
import { markInvoicePaid } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { markPaidSchema } from "@/lib/validation/membership";

/** Marks a membership invoice paid at the desk or by bank; the first makes the membership active. */
export const POST = jsonPostRoute<typeof markPaidSchema, { id: string }>(
  {
    name: "POST /api/staff/membership-invoices/[id]/paid",
    schema: markPaidSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (payment, { params: { id }, member }) =>
    jsonOk({ invoice: await markInvoicePaid(id, payment, staffActor(member), new Date()) }),
);
