import "server-only";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import { getPaymentGateway } from "@/lib/payments/select";
import { settleCapturedPayment, type PaymentSubjects } from "@/lib/payments/settle";
import type { PaymentEvent, WebhookHeaders } from "@/lib/payments/types";

async function handle(subjects: PaymentSubjects, event: PaymentEvent): Promise<string> {
  const ledger = getPaymentLedger();
  switch (event.type) {
    case "payment.captured": {
      const settled = await settleCapturedPayment(subjects, event.payment);
      if (settled.outcome !== "unknown") return settled.outcome;
      // Not a booking's or a store order's: a membership invoice's "Pay now" order? (Settled, or
      // refunded when it settles nothing.)
      const membership = await subjects.membership.settleOrder(event.payment, new Date());
      if (membership) return membership;
      // An autopay debit's own order (its subscription.charged settles it), or not ours at all.
      console.warn(`[payments] webhook for an order we never made: ${event.payment.orderId}`);
      return settled.outcome;
    }
    case "payment.failed":
      await ledger.recordFailure(event.orderId, event.reason);
      return "failure recorded";
    case "refund.processed":
    case "refund.failed":
      await ledger.updateRefundStatus(event.refund.refundId, event.refund.status);
      return "refund updated";
    case "subscription.charged": {
      // Autopay's charge pays our invoice of that period (lib/memberships), once.
      return subjects.membership.settleSubscriptionCharge(
        event.subscriptionId,
        event.payment,
        new Date(),
      );
    }
    case "subscription.state": {
      // Autopay's mandate authorised, retrying, halted or ended: the membership follows it.
      return subjects.membership.recordMandateEvent(event.subscriptionId, event.state, new Date());
    }
    case "ignored":
      return "ignored";
  }
}

/**
 * A provider's webhook delivery: verified (PaymentSignatureError when forged), handled once by
 * its event id, each payment by its subject's settlement (`subjects`, wired in lib/settlement). Handling that fails forgets the delivery and throws, so the provider's retry is
 * handled again.
 */
export async function handlePaymentWebhook(
  subjects: PaymentSubjects,
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
): Promise<{ duplicate: true } | { duplicate: false; outcome: string }> {
  const event = getPaymentGateway().parseWebhook(rawBody, headers);
  const ledger = getPaymentLedger();
  if (!(await ledger.recordEvent(event.eventId, event.type))) return { duplicate: true };
  try {
    return { duplicate: false, outcome: await handle(subjects, event) };
  } catch (error) {
    await ledger.forgetEvent(event.eventId).catch(() => undefined);
    throw error;
  }
}
