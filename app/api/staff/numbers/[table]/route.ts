import { HttpError } from "@/lib/http";
import { NUMBERS_TABLES, ownerNumbersCsv, type NumbersTable } from "@/lib/insights";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { clubToday } from "@/lib/pricing/club-time";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * One table of the owner's numbers as CSV (`occupancy.csv`, `rooms.csv`, `revenue.csv`,
 * `mrr.csv`, `deposits.csv`), the figures the page shows now, streamed: staff only.
 */
export const GET = apiRoute<{ table: string }>(
  { name: "GET /api/staff/numbers/[table]", rateLimit, member: "required", authorize: assertStaff },
  async ({ params }) => {
    const table = params.table.replace(/\.csv$/, "") as NumbersTable;
    if (!params.table.endsWith(".csv") || !NUMBERS_TABLES.includes(table)) {
      throw new HttpError("not_found", "No such table.");
    }
    const now = new Date();
    return new Response(await ownerNumbersCsv(table, now), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="owner-numbers-${table}-${clubToday(now)}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
