import "server-only";
import type {
  CapturedPayment,
  CreatePaymentInput,
  CreateSubscriptionInput,
  PaymentEvent,
  PaymentProof,
  PaymentRequest,
  Refund,
  RefundInput,
  SubscriptionRequest,
  WebhookHeaders,
} from "@/lib/payments/types";

/**
 * Takes payments. Two adapters: Razorpay (online: orders, checkout, webhooks, refunds) and the
 * front desk (nothing online; today's behaviour). Chosen once, in lib/payments/select.ts.
 */
export interface PaymentGateway {
  readonly kind: "razorpay" | "desk";
  /** Asks the provider for an order of exactly `amount` paise, priced by the server. */
  createPayment(input: CreatePaymentInput): Promise<PaymentRequest>;
  /**
   * Checks the browser's proof (its signature), then that the provider holds a captured payment
   * of `amount` for that order, capturing an authorised one. Throws PaymentError otherwise.
   */
  confirmPayment(
    proof: PaymentProof,
    amount: CreatePaymentInput["amount"],
  ): Promise<CapturedPayment>;
  /**
   * Verifies a webhook's signature over its raw body (constant time: the bytes as received; a
   * string stands for its UTF-8 bytes), then reads it (a body that is not UTF-8 is refused).
   */
  parseWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders): PaymentEvent;
  /** Refunds a captured payment fully or partly. */
  refund(input: RefundInput): Promise<Refund>;
  /** A plan and a subscription to it (autopay), for the browser's checkout to authorise. */
  createSubscription(input: CreateSubscriptionInput): Promise<SubscriptionRequest>;
  /**
   * Cancels a subscription at once, so nothing more is debited; a subscription already ended
   * (cancelled, completed, expired) is not an error. Answers the provider's final status.
   */
  cancelSubscription(subscriptionId: string): Promise<{ status: string }>;
}
