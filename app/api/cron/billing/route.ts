import { getServerConfig } from "@/lib/config";
import { jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";
import { runBilling } from "@/lib/memberships";
import { apiRoute } from "@/lib/route";

/**
 * One billing run for a scheduler: `POST /api/cron/billing` with `Authorization: Bearer
 * $CRON_SECRET` (exists only when CRON_SECRET is set). Safe beside the in-server worker and
 * other processes: each period is invoiced once by the database. Answers `{ issued, reminders, ended }`.
 */
export const POST = apiRoute({ name: "POST /api/cron/billing" }, async ({ request }) => {
  requireBearer(request, getServerConfig().cronSecret, "cron secret");
  return jsonOk({ ...(await runBilling(new Date())) });
});
