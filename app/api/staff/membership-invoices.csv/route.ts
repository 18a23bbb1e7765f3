import { InvalidRequestError } from "@/lib/http";
import { membershipInvoicesCsv } from "@/lib/memberships";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { clubToday, isClubDate } from "@/lib/pricing/club-time";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The accountant's CSV of membership tax invoices issued from `from` to `to` (club dates; this
 * month by default): number, date, GSTIN, place of supply, taxable value, CGST, SGST, IGST, total.
 */
export const GET = apiRoute(
  {
    name: "GET /api/staff/membership-invoices.csv",
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ request }) => {
    const params = new URL(request.url).searchParams;
    const today = clubToday(new Date());
    const from = params.get("from") || `${today.slice(0, 8)}01`;
    const to = params.get("to") || today;
    if (!isClubDate(from) || !isClubDate(to) || from > to) {
      throw new InvalidRequestError("Choose a period: from and to as dates, from before to.");
    }
    return new Response(membershipInvoicesCsv(from, to), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="membership-invoices-${from}-to-${to}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
