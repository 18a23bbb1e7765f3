import { jsonOk } from "@/lib/http";
import { setCompanyBilling } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { companyBillingSchema } from "@/lib/validation/company-billing";

/** The holder or a company admin lets seat users book on the company, with a monthly cap each. */
export const POST = jsonPostRoute<typeof companyBillingSchema, { id: string }>(
  {
    name: "POST /api/memberships/[id]/company-billing",
    schema: companyBillingSchema,
    rateLimit,
    member: "required",
  },
  async (setting, { params: { id }, member }) =>
    jsonOk(await setCompanyBilling(id, setting, member, new Date())),
);
