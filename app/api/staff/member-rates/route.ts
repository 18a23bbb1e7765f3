import { saveMemberRateSettings } from "@/lib/credits";
import { jsonOk } from "@/lib/http";
import { staffActor, staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { memberRatesSchema } from "@/lib/validation/credits";

/** Staff set the member rates and each plan's credit hours (used from the next booking / period). */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/member-rates",
    schema: memberRatesSchema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (values, { member }) =>
    jsonOk({ settings: await saveMemberRateSettings(values, staffActor(member), new Date()) }),
);
