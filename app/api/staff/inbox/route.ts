import { getServerConfig } from "@/lib/config";
import { listRecentEnquiries, listRecentRegistrations } from "@/lib/leads";
import { jsonOk, parseOrThrow } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { requireBearer } from "@/lib/http/bearer";
import { assertStaff } from "@/lib/staff/access";
import { z } from "@/lib/zod";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const MAX_ROWS = 500;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_ROWS}.`;

const querySchema = z.object({
  limit: z.coerce
    .number<string>({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(MAX_ROWS, LIMIT_MESSAGE)
    .default(100),
});

/**
 * The staff inbox: every enquiry and event registration, newest first, for the club's team
 * (or a mail/CRM integration) in embedded mode. Scripts send STAFF_API_TOKEN as a bearer (without
 * it set, they find nothing here); a signed-in member without one must be staff (403 otherwise).
 * `?limit=` is 1-500 (100 when absent); anything else is a 400.
 */
export const GET = apiRoute(
  { name: "GET /api/staff/inbox", member: "optional" },
  async ({ request, member }) => {
    if (member && !request.headers.has("authorization")) await assertStaff(member);
    else await requireBearer(request, getServerConfig().staffApiToken, "staff token");
    const limit = new URL(request.url).searchParams.get("limit");
    const query = parseOrThrow(querySchema, limit === null ? {} : { limit });
    const [enquiries, registrations] = await Promise.all([
      listRecentEnquiries(query.limit),
      listRecentRegistrations(query.limit),
    ]);
    return jsonOk({ enquiries, registrations });
  },
);
