import { getServerConfig } from "@/lib/config";
import { jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";
import { apiRoute } from "@/lib/route";
import { purgeVisitors } from "@/lib/visitors";

/**
 * The visitors' 90-day purge for a scheduler: `POST /api/cron/visitors` with
 * `Authorization: Bearer $CRON_SECRET` (exists only when CRON_SECRET is set), beside or instead
 * of the in-server run. `purged`: how many visitors' details were deleted.
 */
export const POST = apiRoute({ name: "POST /api/cron/visitors" }, async ({ request }) => {
  await requireBearer(request, getServerConfig().cronSecret, "cron secret");
  return jsonOk({ purged: await purgeVisitors(new Date()) });
});
