import { getServerConfig } from "@/lib/config";
import { jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { requireBearer } from "@/lib/http/bearer";
import { deliverOutbox } from "@/lib/mail";
import { expirePaymentHolds } from "@/lib/payments";
import { oweTourReminders } from "@/lib/tours";

/**
 * One pass of the outbox for a scheduler (Supabase cron, a platform cron, systemd timer):
 * `POST /api/cron/outbox` with `Authorization: Bearer $CRON_SECRET`. Exists only when
 * CRON_SECRET is set; safe beside the in-server worker, since claims keep passes apart. It also
 * expires unpaid payment holds (`holds`: how many) and owes the tour reminders due (`tourReminders`).
 */
export const POST = apiRoute({ name: "POST /api/cron/outbox" }, async ({ request }) => {
  await requireBearer(request, getServerConfig().cronSecret, "cron secret");
  const holds = await expirePaymentHolds();
  const tourReminders = await oweTourReminders(new Date());
  return jsonOk({ ...(await deliverOutbox()), holds, tourReminders });
});
