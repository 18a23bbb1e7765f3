import { getServerConfig } from "@/lib/config";
import { apiRoute, HttpError, jsonOk } from "@/lib/http";
import { bearerTokenMatches } from "@/lib/http/bearer";
import { deliverOutbox } from "@/lib/mail";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * One pass of the outbox for a scheduler (Supabase cron, a platform cron, systemd timer):
 * `POST /api/cron/outbox` with `Authorization: Bearer $CRON_SECRET`. Exists only when
 * CRON_SECRET is set; safe beside the in-server worker, since claims keep passes apart.
 */
export const POST = apiRoute({ name: "POST /api/cron/outbox" }, async ({ request }) => {
  const { cronSecret } = getServerConfig();
  if (!cronSecret) throw new HttpError("not_found", "Not found.");
  if (!bearerTokenMatches(request.headers.get("authorization"), cronSecret)) {
    throw new HttpError("unauthenticated", "A valid cron secret is required.", undefined, {
      "WWW-Authenticate": "Bearer",
    });
  }
  return jsonOk(await deliverOutbox());
});
