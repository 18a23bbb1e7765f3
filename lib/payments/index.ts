import "server-only";
import { getPaymentGateway } from "@/lib/payments/select";
import type {
  CreatePaymentInput,
  PaymentProof,
  RefundInput,
  WebhookHeaders,
} from "@/lib/payments/types";

export * from "@/lib/payments/types";
export * from "@/lib/payments/errors";
export type { PaymentGateway } from "@/lib/payments/port";

/** "razorpay" when payments are taken online, "desk" when at the front desk. */
export function paymentMethod(): "razorpay" | "desk" {
  return getPaymentGateway().kind;
}

/** An order for exactly `amount` paise, priced by the server, for the browser's checkout. */
export function createPayment(input: CreatePaymentInput) {
  return getPaymentGateway().createPayment(input);
}

/** The checkout's success callback, verified: the captured payment of `amount`, or a PaymentError. */
export function confirmPayment(proof: PaymentProof, amount: number) {
  return getPaymentGateway().confirmPayment(proof, amount);
}

/** A webhook's raw body and headers, verified and read; PaymentSignatureError when forged. */
export function parsePaymentWebhook(rawBody: string | Uint8Array, headers: WebhookHeaders) {
  return getPaymentGateway().parseWebhook(rawBody, headers);
}

export function refundPayment(input: RefundInput) {
  return getPaymentGateway().refund(input);
}
