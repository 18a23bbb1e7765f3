import { jsonOk, parseOrThrow } from "@/lib/http";
import { companyAllowance } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";
import { allowanceQuerySchema } from "@/lib/validation/company-billing";

export const dynamic = "force-dynamic";

/**
 * GET ?date=YYYY-MM-DD → `{ allowance }`: whether the signed-in member may book on their
 * company, and what is left of the monthly cap in that date's month (null: not at all).
 */
export const GET = apiRoute(
  { name: "GET /api/memberships/company-allowance", rateLimit, member: "required" },
  async ({ request, member }) => {
    const { date } = parseOrThrow(
      allowanceQuerySchema,
      Object.fromEntries(new URL(request.url).searchParams),
    );
    return jsonOk({ allowance: await companyAllowance(member.user.id, date) });
  },
);
