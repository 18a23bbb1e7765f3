import "server-only";
import { PaymentNotOnlineError } from "@/lib/payments/errors";
import type { PaymentGateway } from "@/lib/payments/port";

/**
 * Payment at the front desk: the embedded default with no keys. Nothing is paid online, so there
 * is nothing to confirm, no webhook and no online refund (the desk refunds as it was paid).
 */
export function createDeskGateway(): PaymentGateway {
  return {
    kind: "desk",
    async createPayment({ amount, receipt }) {
      return { method: "desk", amount, receipt };
    },
    async confirmPayment() {
      throw new PaymentNotOnlineError();
    },
    parseWebhook() {
      throw new PaymentNotOnlineError();
    },
    async refund() {
      throw new PaymentNotOnlineError();
    },
    async createSubscription() {
      throw new PaymentNotOnlineError();
    },
    async cancelSubscription() {
      throw new PaymentNotOnlineError();
    },
  };
}
