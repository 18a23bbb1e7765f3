import { getServerConfig } from "@/lib/config";
import { InvalidRequestError, jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";
import { runBilling } from "@/lib/memberships";
import { apiRoute } from "@/lib/route";

/**
 * One billing run for a scheduler: `POST /api/cron/billing` with `Authorization: Bearer
 * $CRON_SECRET` (exists only when CRON_SECRET is set). Safe beside the in-server worker and
 * other processes: each period is invoiced once by the database. Answers `{ issued, reminders,
 * ended }`. On a test machine (BILLING_CLOCK=settable) a JSON body `{ "now": "…" }` runs it as
 * of that instant, so browser tests move the clock instead of waiting for the 1st.
 */
export const POST = apiRoute({ name: "POST /api/cron/billing" }, async ({ request }) => {
  const config = getServerConfig();
  requireBearer(request, config.cronSecret, "cron secret");
  let now = new Date();
  if (config.billingClockSettable) {
    const body = (await request.json().catch(() => ({}))) as { now?: unknown };
    if (body.now !== undefined) {
      now = new Date(String(body.now));
      if (Number.isNaN(now.getTime())) throw new InvalidRequestError("now is not an instant.");
    }
  }
  return jsonOk({ ...(await runBilling(now)) });
});
