/** @jest-environment node */
import { createRazorpayGateway } from "@/lib/payments/adapters/razorpay";
import type { PaymentGateway } from "@/lib/payments/port";
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";

/** Autopay's subscriptions through the Razorpay adapter, against the fake Razorpay (issue 36). */
let fake: FakeRazorpay;
let gateway: PaymentGateway;

beforeAll(async () => {
  fake = await startFakeRazorpay();
  gateway = createRazorpayGateway({ ...fake.keys, baseUrl: fake.url });
});
afterAll(() => fake.close());

const subscribe = (mandate: "upi-card" | "emandate", amount = 2_124_000) =>
  gateway.createSubscription({
    amount,
    mandate,
    intervalMonths: 3,
    count: 40,
    name: "Dedicated Desk, 1 seats, quarterly",
    startAt: new Date("2027-04-01T04:30:00Z"),
    notes: { membership_id: "m-1" },
  });

const parse = ({ body, headers }: { body: string; headers: Record<string, string> }) =>
  gateway.parseWebhook(body, {
    signature: headers["x-razorpay-signature"]!,
    eventId: headers["x-razorpay-event-id"]!,
  });

describe("subscriptions and their mandates", () => {
  it("makes the subscription for the mandate the debit calls for, and says which to the checkout", async () => {
    const request = await subscribe("emandate");
    expect(request).toEqual({
      subscriptionId: expect.stringMatching(/^sub_/),
      keyId: fake.keys.keyId,
      checkoutScript: `${fake.url}/v1/checkout.js`,
      mandate: "emandate",
    });
    const subscription = fake.subscriptions.get(request.subscriptionId)!;
    expect(subscription.notes).toEqual({ membership_id: "m-1", mandate: "emandate" });
    expect(fake.plans.get(subscription.plan_id)).toMatchObject({
      period: "monthly",
      interval: 3,
      item: { amount: 2_124_000 },
    });
  });

  it("cancels a subscription at Razorpay (POST /v1/subscriptions/:id/cancel), so it charges no more", async () => {
    const { subscriptionId } = await subscribe("upi-card", 708_000);
    expect(await gateway.cancelSubscription(subscriptionId)).toEqual({ status: "cancelled" });
    expect(fake.calls.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscriptionId}/cancel`,
      status: 200,
    });
    expect(() => fake.chargeSubscription(subscriptionId)).toThrow("no more charges");
    // Cancelling again: Razorpay refuses ("not cancellable in cancelled status"), which is done.
    expect(await gateway.cancelSubscription(subscriptionId)).toEqual({ status: "cancelled" });
    expect(fake.calls.at(-2)).toMatchObject({ status: 400 });
  });

  it("still fails when Razorpay does not know the subscription", async () => {
    await expect(gateway.cancelSubscription("sub_unknown00000001")).rejects.toThrow(
      "Razorpay could not fetch the subscription",
    );
  });

  it.each([
    ["authenticated", "authenticated"],
    ["activated", "activated"],
    ["pending", "pending"],
    ["halted", "halted"],
    ["cancelled", "cancelled"],
    ["completed", "completed"],
  ] as const)("reads subscription.%s as the mandate's new state", async (event, state) => {
    const { subscriptionId } = await subscribe("upi-card", 708_000);
    const webhook = fake.mandateEvent(subscriptionId, event, { eventId: `evt_${event}` });
    expect(parse(webhook)).toEqual({
      type: "subscription.state",
      eventId: `evt_${event}`,
      subscriptionId,
      state,
    });
  });

  it("ignores a subscription event it does not act on", async () => {
    const { subscriptionId } = await subscribe("upi-card", 708_000);
    const webhook = fake.webhookFor("subscription.paused", { subscriptionId });
    expect(parse(webhook)).toMatchObject({ type: "ignored", event: "subscription.paused" });
  });
});
