import { createRateLimit } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { clubToday } from "@/lib/pricing/club-time";
import { getStaffPort, streamInbox } from "@/lib/staff";
import { assertStaff } from "@/lib/staff/access";
import { leadsCsvStream } from "@/lib/staff/csv";
import { parseInboxQuery } from "@/lib/staff/filter";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "staff-export", points: 30, durationSeconds: 60 });

/** The inbox's current filter as a CSV file for the club's CRM (lib/staff/csv.ts says how). */
export const GET = apiRoute(
  { name: "GET /api/staff/export", rateLimit, member: "required", authorize: assertStaff },
  async ({ request, member }) => {
    const { filter } = parseInboxQuery(new URL(request.url).searchParams);
    const team = await getStaffPort().listStaff(member.access);
    const assignees = new Map(team.map((s) => [s.userId, s.name ?? s.email]));
    return new Response(leadsCsvStream(streamInbox(filter, member.access), assignees), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${clubToday(new Date())}.csv"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
