import { InvalidRequestError } from "@/lib/http";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { listUnappliedPayments, reconcilePayments, reconciliationCsv } from "@/lib/payments";
import { clubToday, isClubDate } from "@/lib/pricing/club-time";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The payments reconciliation for payments captured from `from` to `to` (club dates; this month
 * by default): captured, applied and refunded from our books and from the ledger of provider
 * payments, then every unapplied payment with its refund.
 */
export const GET = apiRoute(
  {
    name: "GET /api/staff/payments/reconciliation.csv",
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
    const [totals, unapplied] = await Promise.all([
      reconcilePayments(from, to),
      listUnappliedPayments(from, to),
    ]);
    return new Response(reconciliationCsv(totals, unapplied), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="payments-${from}-to-${to}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
