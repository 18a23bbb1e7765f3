import { InvalidRequestError } from "@/lib/http";
import { gstr1MonthCsv } from "@/lib/accounts/gstr1-export";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { clubToday } from "@/lib/pricing/club-time";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The accountant's month: every tax invoice, credit note and deposit document issued in
 * `month` (yyyy-mm, club time; this month by default), in GSTR-1's tables, as one CSV.
 */
export const GET = apiRoute(
  { name: "GET /api/staff/gstr1.csv", rateLimit, member: "required", authorize: assertStaff },
  async ({ request }) => {
    const month =
      new URL(request.url).searchParams.get("month") || clubToday(new Date()).slice(0, 7);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) {
      throw new InvalidRequestError("Choose a month, as yyyy-mm.");
    }
    return new Response(await gstr1MonthCsv(month), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="gstr1-${month}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
