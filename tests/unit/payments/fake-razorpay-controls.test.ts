/** @jest-environment node */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { createRazorpayGateway } from "@/lib/payments/adapters/razorpay";
import { startFakeRazorpay, type FakeRazorpay } from "../../support/fake-razorpay.mjs";

/**
 * The fake's HTTP controls, which Playwright drives from outside the server under test: pay an
 * order without a browser, and deliver a signed webhook to the app's URL.
 */
let fake: FakeRazorpay;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
  res.writeHead(200).end("{}");
});

beforeAll(async () => {
  fake = await startFakeRazorpay();
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const post = (path: string, body: unknown) =>
  fetch(`${fake.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

it("pays an order over HTTP and delivers its webhook, signed with the webhook secret", async () => {
  const gateway = createRazorpayGateway({ ...fake.keys, baseUrl: fake.url });
  const request = await gateway.createPayment({ amount: 60_000, receipt: "day-pass-1" });
  if (request.method !== "razorpay") throw new Error("expected a Razorpay order");

  const paid = (await (await post("/__pay", { order_id: request.orderId })).json()) as {
    razorpay_payment_id: string;
    razorpay_signature: string;
  };
  const proof = {
    orderId: request.orderId,
    paymentId: paid.razorpay_payment_id,
    signature: paid.razorpay_signature,
  };
  await expect(gateway.confirmPayment(proof, 60_000)).resolves.toMatchObject({ amount: 60_000 });

  const { port } = receiver.address() as AddressInfo;
  const delivery = await post("/__webhook", {
    url: `http://127.0.0.1:${port}/api/payments/webhook`,
    event: "payment.captured",
    order_id: request.orderId,
    event_id: "evt_http_1",
  });
  expect(await delivery.json()).toEqual({ status: 200, eventId: "evt_http_1" });
  const webhook = received.at(-1)!;
  const event = gateway.parseWebhook(webhook.body, {
    signature: String(webhook.headers["x-razorpay-signature"]),
    eventId: String(webhook.headers["x-razorpay-event-id"]),
  });
  expect(event).toMatchObject({
    type: "payment.captured",
    eventId: "evt_http_1",
    payment: { orderId: request.orderId, paymentId: paid.razorpay_payment_id, amount: 60_000 },
  });
});

it("answers the API only with the key id and secret", async () => {
  const answer = await fetch(`${fake.url}/v1/orders`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ amount: 100, currency: "INR" }),
  });
  expect(answer.status).toBe(401);
});
