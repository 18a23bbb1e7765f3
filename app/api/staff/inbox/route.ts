import { getServerConfig } from "@/lib/config";
import { listRecentEnquiries, listRecentRegistrations } from "@/lib/data";
import { apiRoute, jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_ROWS = 500;

/**
 * The staff inbox: every enquiry and event registration, newest first, for the club's team
 * (or a mail/CRM integration) in embedded mode. Exists only when STAFF_API_TOKEN is set.
 */
export const GET = apiRoute({ name: "GET /api/staff/inbox" }, async ({ request }) => {
  requireBearer(request, getServerConfig().staffApiToken, "staff token");
  const limit = Math.min(Number(new URL(request.url).searchParams.get("limit")) || 100, MAX_ROWS);
  const [enquiries, registrations] = await Promise.all([
    listRecentEnquiries(limit),
    listRecentRegistrations(limit),
  ]);
  return jsonOk({ enquiries, registrations });
});
