import { getServerConfig } from "@/lib/config";
import { jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";
import { apiRoute } from "@/lib/route";
import { purgeExpiredData } from "@/lib/retention";

/**
 * The retention purge for a scheduler (the visitors' 90-day purge, and since issue 39 leads,
 * event registrations and stored mail as the privacy policy says): `POST /api/cron/visitors` with
 * `Authorization: Bearer $CRON_SECRET` (exists only when CRON_SECRET is set), beside or instead
 * of the in-server run. `purged`: how many visitors' details were deleted; the rest by kind.
 */
export const POST = apiRoute({ name: "POST /api/cron/visitors" }, async ({ request }) => {
  await requireBearer(request, getServerConfig().cronSecret, "cron secret");
  const { visitors, ...rest } = await purgeExpiredData(new Date());
  return jsonOk({ purged: visitors, ...rest });
});
