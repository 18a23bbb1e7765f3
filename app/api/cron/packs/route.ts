import { getServerConfig } from "@/lib/config";
import { InvalidRequestError, jsonOk } from "@/lib/http";
import { requireBearer } from "@/lib/http/bearer";
import { runPackExpiry } from "@/lib/packs";
import { apiRoute } from "@/lib/route";

/**
 * The packs' daily work for a scheduler: `POST /api/cron/packs` with `Authorization: Bearer
 * $CRON_SECRET` (exists only when CRON_SECRET is set). Safe beside the in-server worker: each
 * pack's e-mail and expiry row happen once. Answers `{ reminders, expired }`. On a test machine
 * (BILLING_CLOCK=settable) a JSON body `{ "now": "…" }` runs it as of that instant.
 */
export const POST = apiRoute({ name: "POST /api/cron/packs" }, async ({ request }) => {
  const config = getServerConfig();
  await requireBearer(request, config.cronSecret, "cron secret");
  let now = new Date();
  if (config.billingClockSettable) {
    const body = (await request.json().catch(() => ({}))) as { now?: unknown };
    if (body.now !== undefined) {
      now = new Date(String(body.now));
      if (Number.isNaN(now.getTime())) throw new InvalidRequestError("now is not an instant.");
    }
  }
  return jsonOk({ ...(await runPackExpiry(now)) });
});
