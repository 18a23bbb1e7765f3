// Types of fake-razorpay.mjs for the TypeScript tests that start it (the project has no allowJs).
type Entity = Record<string, unknown> & { id: string; amount: number; status: string };
type Keys = { keyId: string; keySecret: string; webhookSecret: string };
type CheckoutResponse =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        reason: string;
        metadata: Record<string, string>;
      };
    };
type WebhookIds = {
  orderId?: string;
  paymentId?: string;
  refundId?: string;
  subscriptionId?: string;
  eventId?: string;
};

export const TEST_KEYS: Keys;

export type FakeRazorpay = {
  url: string;
  keys: Keys;
  orders: Map<string, Entity & { receipt: string | null; amount_paid: number }>;
  payments: Map<string, Entity & { order_id: string; amount_refunded: number }>;
  refunds: Map<string, Entity & { payment_id: string }>;
  plans: Map<string, { id: string; period: string; interval: number; item: { amount: number } }>;
  subscriptions: Map<string, Entity & { plan_id: string; total_count: number; paid_count: number }>;
  calls: { method: string; path: string; status: number; body?: unknown }[];
  pay(
    orderId: string,
    options?: { status?: "captured" | "authorized" | "failed"; method?: string; amount?: number },
  ): { payment: Entity; response: CheckoutResponse };
  /** A subscription's periodic charge: a captured payment of its plan's amount. */
  chargeSubscription(
    subscriptionId: string,
    options?: { method?: string; inFlight?: boolean },
  ): Entity;
  signPayment(orderId: string, paymentId: string): string;
  signWebhook(rawBody: string): string;
  webhookFor(event: string, ids?: WebhookIds): { body: string; headers: Record<string, string> };
  deliverWebhook(
    url: string,
    event: string,
    ids?: WebhookIds,
  ): Promise<{ status: number; eventId: string }>;
  /** Sets the subscription's status as the event would and returns the signed webhook. */
  mandateEvent(
    subscriptionId: string,
    state: "authenticated" | "activated" | "pending" | "halted" | "cancelled" | "completed",
    options?: { eventId?: string },
  ): { body: string; headers: Record<string, string> };
  /** While on, every API call answers 503 (Razorpay unreachable). */
  outage(on: boolean): void;
  close(): Promise<void>;
};

export function startFakeRazorpay(
  options?: Partial<Keys> & { port?: number },
): Promise<FakeRazorpay>;
