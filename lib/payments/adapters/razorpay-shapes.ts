import "server-only";
import { z } from "@/lib/zod";
import type {
  CapturedPayment,
  PaymentEvent,
  Refund,
  SubscriptionState,
} from "@/lib/payments/types";

/**
 * Razorpay's entities, as much of them as the app reads, and the mappers from them to our types.
 * Parsed rather than trusted: a webhook body is only as well-formed as its sender.
 */
const paise = z.number().int().nonnegative();

export const razorpayOrder = z.object({
  id: z.string().min(1),
  amount: paise,
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});

export const razorpayPayment = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: paise,
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof razorpayPayment>;

export const razorpayRefund = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: paise,
  status: z.enum(["pending", "processed", "failed"]),
});

export const razorpayPlan = z.object({ id: z.string().min(1) });

export const razorpaySubscription = z.object({
  id: z.string().min(1),
  plan_id: z.string().min(1),
  status: z.string(),
});

const webhookEvent = z.object({
  entity: z.literal("event"),
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: razorpayPayment }).optional(),
    refund: z.object({ entity: razorpayRefund }).optional(),
    subscription: z.object({ entity: razorpaySubscription }).optional(),
  }),
});

export function toCapturedPayment(payment: RazorpayPayment, orderId: string): CapturedPayment {
  return {
    paymentId: payment.id,
    orderId,
    amount: payment.amount,
    method: payment.method ?? "unknown",
  };
}

export function toRefund(refund: z.infer<typeof razorpayRefund>): Refund {
  return {
    refundId: refund.id,
    paymentId: refund.payment_id,
    amount: refund.amount,
    status: refund.status,
  };
}

/** The subscription events that change a mandate's state, by Razorpay's event name. */
const SUBSCRIPTION_STATES: Partial<Record<string, SubscriptionState>> = {
  "subscription.authenticated": "authenticated",
  "subscription.activated": "activated",
  "subscription.pending": "pending",
  "subscription.halted": "halted",
  "subscription.cancelled": "cancelled",
  "subscription.completed": "completed",
};

/**
 * A verified webhook body to the event the app acts on. `payment.captured` and `order.paid` both
 * mean "this order is paid" (Razorpay sends both, in either order): one event type for both,
 * and the caller's de-duplication by order makes the second a no-op. Null: not a Razorpay event.
 */
export function toPaymentEvent(body: unknown, eventId: string): PaymentEvent | null {
  const parsed = webhookEvent.safeParse(body);
  if (!parsed.success) return null;
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  if ((event === "payment.captured" || event === "order.paid") && payment?.order_id) {
    if (payment.status !== "captured") return { type: "ignored", eventId, event };
    return {
      type: "payment.captured",
      eventId,
      payment: toCapturedPayment(payment, payment.order_id),
    };
  }
  if (event === "payment.failed" && payment?.order_id) {
    return {
      type: "payment.failed",
      eventId,
      orderId: payment.order_id,
      paymentId: payment.id,
      reason: payment.error_description ?? "The payment failed.",
    };
  }
  const subscription = payload.subscription?.entity;
  if (event === "subscription.charged" && subscription && payment) {
    if (payment.status !== "captured") return { type: "ignored", eventId, event };
    return {
      type: "subscription.charged",
      eventId,
      subscriptionId: subscription.id,
      payment: {
        paymentId: payment.id,
        amount: payment.amount,
        method: payment.method ?? "unknown",
      },
    };
  }
  const state = SUBSCRIPTION_STATES[event];
  if (state && subscription) {
    return { type: "subscription.state", eventId, subscriptionId: subscription.id, state };
  }
  const refund = payload.refund?.entity;
  if ((event === "refund.processed" || event === "refund.failed") && refund) {
    return { type: event, eventId, refund: toRefund(refund) };
  }
  return { type: "ignored", eventId, event };
}
