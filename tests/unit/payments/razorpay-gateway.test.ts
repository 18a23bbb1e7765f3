/** @jest-environment node */
import { createRazorpayGateway } from "@/lib/payments/adapters/razorpay";
import {
  PaymentMismatchError,
  PaymentSignatureError,
  PaymentUnavailableError,
} from "@/lib/payments/errors";
import type { PaymentGateway } from "@/lib/payments/port";
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";

/** The Razorpay adapter against the fake Razorpay API on localhost (tests/support). */
let fake: FakeRazorpay;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = createRazorpayGateway({ ...fake.keys, baseUrl: fake.url });
});
afterAll(() => fake.close());

async function paidOrder(amount = 70_800, status: "captured" | "authorized" = "captured") {
  const request = await gateway.createPayment({ amount, receipt: "booking-7" });
  if (request.method !== "razorpay") throw new Error("expected a Razorpay order");
  const { response } = fake.pay(request.orderId, { status });
  if (!("razorpay_payment_id" in response)) throw new Error("expected a successful checkout");
  return {
    orderId: response.razorpay_order_id,
    paymentId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  };
}

describe("creating a payment", () => {
  it("creates an order for the amount in paise, with our receipt, under the key id", async () => {
    const request = await gateway.createPayment({
      amount: 70_800,
      receipt: "booking-7",
      notes: { room: "4-Seater Meeting Room" },
    });
    expect(request).toEqual({
      method: "razorpay",
      orderId: expect.stringMatching(/^order_/),
      keyId: fake.keys.keyId,
      checkoutScript: `${fake.url}/v1/checkout.js`,
      amount: 70_800,
      currency: "INR",
      receipt: "booking-7",
    });
    const order = request.method === "razorpay" ? fake.orders.get(request.orderId) : undefined;
    expect(order).toMatchObject({ amount: 70_800, currency: "INR", receipt: "booking-7" });
  });

  it.each([708.5, 99, 0, -100])("refuses %p paise before calling Razorpay", async (amount) => {
    const before = fake.calls.length;
    await expect(gateway.createPayment({ amount, receipt: "booking-7" })).rejects.toThrow(
      RangeError,
    );
    expect(fake.calls).toHaveLength(before);
  });

  it("reports keys Razorpay refuses as unavailable, with its status", async () => {
    const wrongKey = createRazorpayGateway({ ...fake.keys, keySecret: "wrong", baseUrl: fake.url });
    const refusal = wrongKey.createPayment({ amount: 100, receipt: "r" });
    await expect(refusal).rejects.toBeInstanceOf(PaymentUnavailableError);
    await expect(refusal).rejects.toThrow(
      "Razorpay could not create an order (401: The api key provided is invalid)",
    );
  });

  it("reports an unreachable Razorpay as unavailable", async () => {
    const offline = createRazorpayGateway({ ...fake.keys, baseUrl: "http://127.0.0.1:9" });
    await expect(offline.createPayment({ amount: 100, receipt: "r" })).rejects.toBeInstanceOf(
      PaymentUnavailableError,
    );
  });
});

describe("confirming a payment from the checkout's success callback", () => {
  it("returns the captured payment when the signature and the amount match", async () => {
    const proof = await paidOrder();
    await expect(gateway.confirmPayment(proof, 70_800)).resolves.toEqual({
      paymentId: proof.paymentId,
      orderId: proof.orderId,
      amount: 70_800,
      method: "upi",
    });
  });

  it("captures a payment the account left authorised", async () => {
    const proof = await paidOrder(70_800, "authorized");
    await gateway.confirmPayment(proof, 70_800);
    expect(fake.payments.get(proof.paymentId)?.status).toBe("captured");
  });

  it("refuses a forged signature without asking Razorpay", async () => {
    const proof = await paidOrder();
    const before = fake.calls.length;
    const forged = { ...proof, signature: fake.signPayment(proof.orderId, "pay_someOtherOne") };
    await expect(gateway.confirmPayment(forged, 70_800)).rejects.toThrow(
      new PaymentSignatureError("The payment could not be verified."),
    );
    expect(fake.calls).toHaveLength(before);
  });

  it("refuses a genuine payment of another amount than the one due", async () => {
    const proof = await paidOrder(100);
    await expect(gateway.confirmPayment(proof, 70_800)).rejects.toThrow(
      new PaymentMismatchError(`Payment ${proof.paymentId} is for ₹1, not the ₹708 due`),
    );
  });

  it("refuses a payment shown for another order", async () => {
    const first = await paidOrder();
    const second = await paidOrder();
    const swapped = {
      orderId: second.orderId,
      paymentId: first.paymentId,
      signature: fake.signPayment(second.orderId, first.paymentId),
    };
    await expect(gateway.confirmPayment(swapped, 70_800)).rejects.toThrow(
      `Payment ${first.paymentId} belongs to another order`,
    );
  });

  it("refuses a failed payment", async () => {
    const request = await gateway.createPayment({ amount: 70_800, receipt: "booking-8" });
    if (request.method !== "razorpay") throw new Error("expected a Razorpay order");
    const { payment } = fake.pay(request.orderId, { status: "failed" });
    const proof = {
      orderId: request.orderId,
      paymentId: payment.id,
      signature: fake.signPayment(request.orderId, payment.id),
    };
    await expect(gateway.confirmPayment(proof, 70_800)).rejects.toThrow(
      `Payment ${payment.id} is failed, not captured`,
    );
  });
});

describe("refunds", () => {
  it("refunds part, then the rest, and records each refund", async () => {
    const { paymentId } = await paidOrder(70_800);
    const half = await gateway.refund({ paymentId, amount: 35_400, receipt: "cancel-7" });
    expect(half).toEqual({
      refundId: expect.stringMatching(/^rfnd_/),
      paymentId,
      amount: 35_400,
      status: "processed",
    });
    const rest = await gateway.refund({ paymentId });
    expect(rest.amount).toBe(35_400);
    expect(fake.payments.get(paymentId)).toMatchObject({
      amount_refunded: 70_800,
      status: "refunded",
    });
  });

  it("reports a refund larger than what is left as Razorpay's refusal", async () => {
    const { paymentId } = await paidOrder(10_000);
    await expect(gateway.refund({ paymentId, amount: 10_100 })).rejects.toThrow(
      "Razorpay could not refund the payment (400: The refund amount provided is greater than amount captured)",
    );
  });
});

describe("webhooks", () => {
  const headersOf = (webhook: { headers: Record<string, string> }) => ({
    signature: webhook.headers["x-razorpay-signature"] ?? null,
    eventId: webhook.headers["x-razorpay-event-id"] ?? null,
  });

  it.each(["payment.captured", "order.paid"])(
    "reads %s as the order paid, with the event id",
    async (event) => {
      const { orderId, paymentId } = await paidOrder();
      const webhook = fake.webhookFor(event, { orderId, eventId: "evt_one" });
      expect(gateway.parseWebhook(webhook.body, headersOf(webhook))).toEqual({
        type: "payment.captured",
        eventId: "evt_one",
        payment: { paymentId, orderId, amount: 70_800, method: "upi" },
      });
    },
  );

  it("reads a failed payment with the provider's reason", async () => {
    const request = await gateway.createPayment({ amount: 70_800, receipt: "booking-9" });
    if (request.method !== "razorpay") throw new Error("expected a Razorpay order");
    const { payment } = fake.pay(request.orderId, { status: "failed" });
    const webhook = fake.webhookFor("payment.failed", { paymentId: payment.id, eventId: "evt_f" });
    expect(gateway.parseWebhook(webhook.body, headersOf(webhook))).toEqual({
      type: "payment.failed",
      eventId: "evt_f",
      orderId: request.orderId,
      paymentId: payment.id,
      reason: "Payment was cancelled by the user",
    });
  });

  it("reads a processed refund", async () => {
    const { paymentId } = await paidOrder();
    const refund = await gateway.refund({ paymentId, amount: 35_400 });
    const webhook = fake.webhookFor("refund.processed", { refundId: refund.refundId });
    expect(gateway.parseWebhook(webhook.body, headersOf(webhook))).toMatchObject({
      type: "refund.processed",
      refund,
    });
  });

  it("marks genuine events the app does not act on as ignored", async () => {
    const { orderId } = await paidOrder();
    const webhook = fake.webhookFor("payment.dispute.created", { orderId, eventId: "evt_d" });
    expect(gateway.parseWebhook(webhook.body, headersOf(webhook))).toEqual({
      type: "ignored",
      eventId: "evt_d",
      event: "payment.dispute.created",
    });
  });

  it("refuses a tampered body, another secret's signature and a missing signature", async () => {
    const { orderId } = await paidOrder();
    const webhook = fake.webhookFor("payment.captured", { orderId });
    const tampered = webhook.body.replace('"amount":70800', '"amount":100');
    expect(tampered).not.toBe(webhook.body);
    const refusal = new PaymentSignatureError("The webhook signature does not match.");
    expect(() => gateway.parseWebhook(tampered, headersOf(webhook))).toThrow(refusal);
    const otherSecret = createRazorpayGateway({ ...fake.keys, webhookSecret: "another-secret" });
    expect(() => otherSecret.parseWebhook(webhook.body, headersOf(webhook))).toThrow(refusal);
    expect(() =>
      gateway.parseWebhook(webhook.body, { ...headersOf(webhook), signature: null }),
    ).toThrow(refusal);
  });

  it("names a delivery without an event id by its body, the same on every redelivery", async () => {
    const { orderId } = await paidOrder();
    const webhook = fake.webhookFor("payment.captured", { orderId });
    const read = () => gateway.parseWebhook(webhook.body, { ...headersOf(webhook), eventId: null });
    expect(read().eventId).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(read().eventId).toBe(read().eventId);
  });

  it("refuses a signed body that is not a Razorpay event", () => {
    const body = JSON.stringify({ hello: "world" });
    expect(() =>
      gateway.parseWebhook(body, { signature: fake.signWebhook(body), eventId: "evt_x" }),
    ).toThrow(new PaymentMismatchError("A signed webhook that is not a Razorpay event"));
  });
});
