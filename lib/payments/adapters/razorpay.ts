import "server-only";
import Razorpay from "razorpay";
import { createHash } from "node:crypto";
import type { z } from "@/lib/zod";
import { formatInr } from "@/lib/pricing/money";
import {
  PaymentMismatchError,
  PaymentSignatureError,
  PaymentUnavailableError,
} from "@/lib/payments/errors";
import type { PaymentGateway } from "@/lib/payments/port";
import {
  razorpayOrder,
  razorpayPayment,
  razorpayPlan,
  razorpayRefund,
  razorpaySubscription,
  toCapturedPayment,
  toPaymentEvent,
  toRefund,
} from "@/lib/payments/adapters/razorpay-shapes";
import { checkoutSources } from "@/lib/payments/checkout-sources";
import { isSignedBy, paymentSignaturePayload } from "@/lib/payments/signatures";

export type RazorpaySettings = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Another API origin (the tests' fake); absent, Razorpay's own. */
  baseUrl?: string;
  /** How long one API call may take. */
  timeoutMs?: number;
};

/** A subscription that debits nothing more. */
const ENDED_SUBSCRIPTION = new Set(["cancelled", "completed", "expired"]);

/** Razorpay's limits: an order or refund of at least ₹1, a receipt of at most 40 characters. */
const MIN_AMOUNT = 100;
const RECEIPT_MAX_LENGTH = 40;

function assertAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < MIN_AMOUNT) {
    throw new RangeError(`A Razorpay amount is whole paise, at least ${MIN_AMOUNT}; got ${amount}`);
  }
}

/** The package rejects with `{ statusCode, error: { description } }`, or a TypeError offline. */
function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  const { statusCode, error: body } = (error ?? {}) as {
    statusCode?: number;
    error?: { description?: string };
  };
  return `${statusCode ?? "no status"}: ${body?.description ?? "no description"}`;
}

async function call<T>(what: string, shape: z.ZodType<T>, work: () => Promise<unknown>) {
  let answer: unknown;
  try {
    answer = await work();
  } catch (error) {
    throw new PaymentUnavailableError(`Razorpay could not ${what} (${describe(error)})`, {
      cause: error,
    });
  }
  const parsed = shape.safeParse(answer);
  if (!parsed.success) {
    throw new PaymentUnavailableError(`Razorpay answered "${what}" with an unexpected shape`);
  }
  return parsed.data;
}

function clientFor(settings: RazorpaySettings): Razorpay {
  const client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  // The package fixes its origin (api.razorpay.com) and sets no timeout; both live on the axios
  // instance it keeps in `api.rq`, which its typings leave out.
  const http = (
    client.api as unknown as { rq: { defaults: { baseURL?: string; timeout?: number } } }
  ).rq;
  if (settings.baseUrl) http.defaults.baseURL = settings.baseUrl;
  http.defaults.timeout = settings.timeoutMs ?? 10_000;
  return client;
}

export function createRazorpayGateway(settings: RazorpaySettings): PaymentGateway {
  const client = clientFor(settings);

  return {
    kind: "razorpay",

    async createPayment({ amount, receipt, notes }) {
      assertAmount(amount);
      if (receipt.length > RECEIPT_MAX_LENGTH) {
        throw new RangeError(`A receipt is at most ${RECEIPT_MAX_LENGTH} characters: ${receipt}`);
      }
      const order = await call("create an order", razorpayOrder, () =>
        client.orders.create({ amount, currency: "INR", receipt, notes }),
      );
      if (order.amount !== amount || order.currency !== "INR") {
        throw new PaymentUnavailableError(
          `Razorpay created order ${order.id} for ${order.amount} ${order.currency}, not ${amount} INR`,
        );
      }
      return {
        method: "razorpay",
        orderId: order.id,
        keyId: settings.keyId,
        checkoutScript: checkoutSources(settings.baseUrl).script,
        amount,
        currency: "INR",
        receipt,
      };
    },

    async confirmPayment({ orderId, paymentId, signature }, amount) {
      if (!isSignedBy(settings.keySecret, paymentSignaturePayload(orderId, paymentId), signature)) {
        throw new PaymentSignatureError();
      }
      let payment = await call("fetch the payment", razorpayPayment, () =>
        client.payments.fetch(paymentId),
      );
      if (payment.order_id !== orderId) {
        throw new PaymentMismatchError(`Payment ${paymentId} belongs to another order`);
      }
      if (payment.amount !== amount || payment.currency !== "INR") {
        throw new PaymentMismatchError(
          `Payment ${paymentId} is for ${formatInr(payment.amount)}, not the ${formatInr(amount)} due`,
        );
      }
      // Without automatic capture on the account, a completed checkout leaves it authorised.
      if (payment.status === "authorized") {
        payment = await call("capture the payment", razorpayPayment, () =>
          client.payments.capture(paymentId, amount, "INR"),
        );
      }
      if (payment.status !== "captured") {
        throw new PaymentMismatchError(`Payment ${paymentId} is ${payment.status}, not captured`);
      }
      return toCapturedPayment(payment, orderId);
    },

    parseWebhook(rawBody, { signature, eventId }) {
      if (!isSignedBy(settings.webhookSecret, rawBody, signature)) {
        throw new PaymentSignatureError("The webhook signature does not match.");
      }
      let body: unknown;
      try {
        const text =
          typeof rawBody === "string"
            ? rawBody
            : new TextDecoder("utf-8", { fatal: true }).decode(rawBody);
        body = JSON.parse(text);
      } catch {
        throw new PaymentMismatchError("A signed webhook that is not JSON");
      }
      // Razorpay sends the id in a header, outside the signature; a redelivery repeats the body,
      // so the body's hash stands in when the header is missing.
      const id = eventId || `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
      const event = toPaymentEvent(body, id);
      if (!event) throw new PaymentMismatchError("A signed webhook that is not a Razorpay event");
      return event;
    },

    async refund({ paymentId, amount, receipt, notes }) {
      if (amount !== undefined) assertAmount(amount);
      const refund = await call("refund the payment", razorpayRefund, () =>
        client.payments.refund(paymentId, { amount, receipt, notes, speed: "normal" }),
      );
      return toRefund(refund);
    },

    async createSubscription({ amount, mandate, intervalMonths, count, name, startAt, notes }) {
      assertAmount(amount);
      const yearly = intervalMonths === 12;
      const plan = await call("create a plan", razorpayPlan, () =>
        client.plans.create({
          period: yearly ? "yearly" : "monthly",
          interval: yearly ? 1 : intervalMonths,
          item: { name, amount, currency: "INR" },
          notes,
        }),
      );
      const subscription = await call("create a subscription", razorpaySubscription, () =>
        client.subscriptions.create({
          plan_id: plan.id,
          total_count: count,
          customer_notify: 1,
          start_at: Math.floor(startAt.getTime() / 1000),
          notes: { ...notes, mandate },
        }),
      );
      return {
        subscriptionId: subscription.id,
        keyId: settings.keyId,
        checkoutScript: checkoutSources(settings.baseUrl).script,
        mandate,
      };
    },

    async cancelSubscription(subscriptionId) {
      try {
        const cancelled = await call("cancel the subscription", razorpaySubscription, () =>
          client.subscriptions.cancel(subscriptionId, false),
        );
        return { status: cancelled.status };
      } catch (error) {
        // Razorpay refuses to cancel one that has ended ("not cancellable in … status"): read
        // it, and an ended one is what the caller wanted.
        const current = await call("fetch the subscription", razorpaySubscription, () =>
          client.subscriptions.fetch(subscriptionId),
        );
        if (ENDED_SUBSCRIPTION.has(current.status)) return { status: current.status };
        throw error;
      }
    },
  };
}
