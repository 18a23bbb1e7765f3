import { createRateLimit, jsonOk } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { readBodyBytes } from "@/lib/http/body";
import { handlePaymentWebhook } from "@/lib/settlement";

// Razorpay retries a failed delivery for 24 hours; a burst is its backlog, not an attack.
const rateLimit = createRateLimit({
  keyPrefix: "payment-webhook",
  points: 600,
  durationSeconds: 60,
});
const MAX_WEBHOOK_BYTES = 64 * 1024;

/**
 * Razorpay's webhook (payment.captured / order.paid, payment.failed, refunds): the signature of
 * the raw body with the webhook secret, compared in constant time (a forgery answers 400 and
 * changes nothing), each delivery handled once by its event id, and answered at once (2xx).
 * Handling that fails forgets the delivery and answers 503, so Razorpay's retry is handled again.
 */
export const POST = apiRoute(
  { name: "POST /api/payments/webhook", rateLimit },
  async ({ request }) => {
    const raw = await readBodyBytes(request, MAX_WEBHOOK_BYTES);
    const handled = await handlePaymentWebhook(raw, {
      signature: request.headers.get("x-razorpay-signature"),
      eventId: request.headers.get("x-razorpay-event-id"),
    });
    return handled.duplicate
      ? jsonOk({ ok: true, duplicate: true })
      : jsonOk({ ok: true, outcome: handled.outcome });
  },
);
