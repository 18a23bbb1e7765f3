/** @jest-environment node */
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";

describe("payment gateway selection", () => {
  let fake: FakeRazorpay;
  const saved = { ...process.env };

  beforeAll(async () => {
    fake = await startFakeRazorpay();
  });
  afterAll(() => fake.close());
  afterEach(() => {
    process.env = { ...saved };
    jest.resetModules();
  });

  it("takes payment at the desk with nothing configured", async () => {
    const { getPaymentGateway } = await import("@/lib/payments/select");
    await expect(
      getPaymentGateway().createPayment({ amount: 60_000, receipt: "b-1" }),
    ).resolves.toEqual({ method: "desk", amount: 60_000, receipt: "b-1" });
  });

  it("takes payment through Razorpay at RAZORPAY_BASE_URL with the three keys", async () => {
    process.env.RAZORPAY_KEY_ID = fake.keys.keyId;
    process.env.RAZORPAY_KEY_SECRET = fake.keys.keySecret;
    process.env.RAZORPAY_WEBHOOK_SECRET = fake.keys.webhookSecret;
    process.env.RAZORPAY_BASE_URL = fake.url;
    const { getPaymentGateway } = await import("@/lib/payments/select");
    const request = await getPaymentGateway().createPayment({ amount: 60_000, receipt: "b-2" });
    expect(request).toMatchObject({ method: "razorpay", keyId: fake.keys.keyId, amount: 60_000 });
    expect(fake.calls.at(-1)).toMatchObject({ method: "POST", path: "/v1/orders", status: 200 });
  });
});
