import { apiRoute, createRateLimit, jsonOk } from "@/lib/http";
import { readBodyBytes } from "@/lib/http/body";
import { parsePaymentWebhook, type PaymentEvent } from "@/lib/payments";
import { settleCapturedPayment } from "@/lib/payments/settle";
import { getPaymentLedger } from "@/lib/payments/ledger/select";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

// Razorpay retries a failed delivery for 24 hours; a burst is its backlog, not an attack.
const rateLimit = createRateLimit({
  keyPrefix: "payment-webhook",
  points: 600,
  durationSeconds: 60,
});
const MAX_WEBHOOK_BYTES = 64 * 1024;

async function handle(event: PaymentEvent): Promise<string> {
  const ledger = getPaymentLedger();
  switch (event.type) {
    case "payment.captured": {
      const settled = await settleCapturedPayment(event.payment);
      if (settled.outcome === "unknown") {
        console.warn(`[payments] webhook for an order we never made: ${event.payment.orderId}`);
      }
      return settled.outcome;
    }
    case "payment.failed":
      await ledger.recordFailure(event.orderId, event.reason);
      return "failure recorded";
    case "refund.processed":
    case "refund.failed":
      await ledger.updateRefundStatus(event.refund.refundId, event.refund.status);
      return "refund updated";
    case "ignored":
      return "ignored";
  }
}

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
    const event = parsePaymentWebhook(raw, {
      signature: request.headers.get("x-razorpay-signature"),
      eventId: request.headers.get("x-razorpay-event-id"),
    });
    const ledger = getPaymentLedger();
    if (!(await ledger.recordEvent(event.eventId, event.type))) {
      return jsonOk({ ok: true, duplicate: true });
    }
    try {
      return jsonOk({ ok: true, outcome: await handle(event) });
    } catch (error) {
      await ledger.forgetEvent(event.eventId).catch(() => undefined);
      throw error;
    }
  },
);
