import { jsonOk } from "@/lib/http";
import { recordTdsCertificate } from "@/lib/memberships";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { tdsCertificateSchema } from "@/lib/validation/membership-tds";

/** Records a quarter's TDS certificate (Form 16A) received; 409 when that quarter's is recorded. */
export const POST = jsonPostRoute<typeof tdsCertificateSchema, { id: string }>(
  {
    name: "POST /api/staff/memberships/[id]/tds-certificates",
    schema: tdsCertificateSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (input, { params: { id }, member }) =>
    jsonOk(
      { certificate: await recordTdsCertificate(id, input, staffActor(member), new Date()) },
      201,
    ),
);
