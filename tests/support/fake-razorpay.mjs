// A fake Razorpay on localhost, for the payment adapter's jest tests and (next) Playwright.
// Plain node:http, no dependencies. It answers the part of Razorpay's API the app calls, checking
// what Razorpay checks: HTTP basic auth with the key id and secret, amounts in whole paise (at
// least 100), receipts of at most 40 characters, refunds no larger than what is left to refund.
//
//   POST /v1/orders                     create an order { amount, currency: "INR", receipt, notes }
//   GET  /v1/orders/:id                 an order
//   GET  /v1/payments/:id               a payment
//   POST /v1/payments/:id/capture       capture an authorised payment { amount, currency }
//   POST /v1/payments/:id/refund        refund { amount? } (all that is left when absent)
//   GET  /v1/refunds/:id                a refund
//   POST /v1/plans                      a plan { period, interval, item: { name, amount, currency } }
//   POST /v1/subscriptions              a subscription { plan_id, total_count, start_at?, notes }
//   GET  /v1/subscriptions/:id          a subscription
//   POST /v1/subscriptions/:id/cancel   cancel it now (refused, as Razorpay does, once it ended)
//
// The checkout stand-in: GET /v1/checkout.js defines `window.Razorpay` as Razorpay's checkout.js
// does (`new Razorpay(options)`, `.on("payment.failed", fn)`, `.open()`). `open()` shows a dialog
// with "Pay", "Fail payment" and "Close": Pay calls `options.handler` with the signed trio
// { razorpay_payment_id, razorpay_order_id, razorpay_signature }, Fail calls the payment.failed
// handler, Close calls `options.modal.ondismiss`. The page talks to POST /__checkout (CORS).
//
// Test controls: GET /health; POST /__pay { order_id, status? } pays an order without a browser;
// POST /__webhook { url, event, order_id | payment_id | refund_id | subscription_id, event_id? }
// delivers a webhook signed with the webhook secret; POST /__charge { subscription_id } charges a
// subscription once (a captured payment of its plan's amount, as `subscription.charged` carries); GET /__state lists orders, payments, refunds and calls.
// Mandates: `mandateEvent(subscriptionId, "halted")` sets the subscription's status as Razorpay
// would and returns the signed `subscription.halted` webhook (authenticated, activated, pending,
// halted, cancelled, completed); a cancelled or completed subscription cannot be charged.
// `outage(true)` makes the API answer 503 to every call until `outage(false)`.
//
// In process: `const fake = await startFakeRazorpay({ keyId, keySecret, webhookSecret })`.
// As a server: node tests/support/fake-razorpay.mjs <port> (keys from FAKE_RAZORPAY_KEY_ID,
// FAKE_RAZORPAY_KEY_SECRET, FAKE_RAZORPAY_WEBHOOK_SECRET, with test defaults).
import { createHmac, randomBytes } from "node:crypto";
import { createServer } from "node:http";

export const TEST_KEYS = {
  keyId: "rzp_test_fakeclub0001",
  keySecret: "fake-key-secret-for-tests",
  webhookSecret: "fake-webhook-secret-for-tests",
};

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
const newId = (prefix) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length]).join("")}`;
const now = () => Math.floor(Date.now() / 1000);
const hmac = (secret, message) => createHmac("sha256", secret).update(message).digest("hex");

/** Razorpay's error shape. */
const apiError = (description, field = null) => ({
  error: {
    code: "BAD_REQUEST_ERROR",
    description,
    source: "business",
    step: null,
    reason: null,
    field,
  },
});

const isPaise = (value) => Number.isSafeInteger(value) && value >= 100;

/** Subscriptions that debit nothing more. */
const ENDED_SUBSCRIPTION = new Set(["cancelled", "completed", "expired"]);
/** A mandate event's name to the subscription status Razorpay gives with it. */
const MANDATE_STATUS = {
  authenticated: "authenticated",
  activated: "active",
  pending: "pending",
  halted: "halted",
  cancelled: "cancelled",
  completed: "completed",
};

export async function startFakeRazorpay({
  keyId = TEST_KEYS.keyId,
  keySecret = TEST_KEYS.keySecret,
  webhookSecret = TEST_KEYS.webhookSecret,
  port = 0,
} = {}) {
  const orders = new Map();
  const payments = new Map();
  const refunds = new Map();
  const plans = new Map();
  const subscriptions = new Map();
  /** Every API call: method, path, and the status answered. */
  const calls = [];
  let url = "";
  /** While true, the API answers 503 to every call (Razorpay unreachable). */
  let down = false;

  function signPayment(orderId, paymentId) {
    return hmac(keySecret, `${orderId}|${paymentId}`);
  }

  /** Pays an order as a completed checkout would; `status` "authorized" leaves it to capture. */
  function pay(orderId, { status = "captured", method = "upi", amount } = {}) {
    const order = orders.get(orderId);
    if (!order) throw new Error(`No order ${orderId}`);
    const failed = status === "failed";
    const payment = {
      id: newId("pay"),
      entity: "payment",
      amount: amount ?? order.amount,
      currency: "INR",
      status,
      order_id: orderId,
      invoice_id: null,
      international: false,
      method,
      amount_refunded: 0,
      refund_status: null,
      captured: status === "captured",
      description: null,
      email: "member@example.com",
      contact: "+919999999999",
      notes: [],
      fee: null,
      tax: null,
      error_code: failed ? "BAD_REQUEST_ERROR" : null,
      error_description: failed ? "Payment was cancelled by the user" : null,
      error_reason: failed ? "payment_cancelled" : null,
      created_at: now(),
    };
    payments.set(payment.id, payment);
    order.attempts += 1;
    if (payment.captured) markOrderPaid(order, payment.amount);
    return {
      payment,
      response: failed
        ? {
            error: {
              code: payment.error_code,
              description: payment.error_description,
              reason: payment.error_reason,
              metadata: { order_id: orderId, payment_id: payment.id },
            },
          }
        : {
            razorpay_payment_id: payment.id,
            razorpay_order_id: orderId,
            razorpay_signature: signPayment(orderId, payment.id),
          },
    };
  }

  /**
   * A subscription's periodic charge: a captured payment of its plan's amount, on an order of
   * Razorpay's own. `inFlight`: a debit the bank had begun before the subscription was cancelled,
   * which still arrives after it.
   */
  function chargeSubscription(subscriptionId, { method = "upi", inFlight = false } = {}) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    if (ENDED_SUBSCRIPTION.has(subscription.status) && !inFlight) {
      throw new Error(`Subscription ${subscriptionId} is ${subscription.status}: no more charges`);
    }
    const amount = plans.get(subscription.plan_id).item.amount;
    const order = createOrder({ amount, currency: "INR" })[1];
    const { payment } = pay(order.id, { method });
    if (!inFlight) subscription.status = "active";
    subscription.paid_count += 1;
    subscription.remaining_count -= 1;
    return payment;
  }

  function createPlan(body) {
    const { item } = body;
    if (!item || !isPaise(item.amount))
      return [400, apiError("The amount must be atleast INR 1.00", "amount")];
    if (!["daily", "weekly", "monthly", "yearly"].includes(body.period)) {
      return [400, apiError("The period is invalid", "period")];
    }
    const plan = {
      id: newId("plan"),
      entity: "plan",
      interval: body.interval,
      period: body.period,
      item: {
        id: newId("item"),
        name: item.name,
        amount: item.amount,
        currency: item.currency ?? "INR",
      },
      notes: body.notes ?? [],
      created_at: now(),
    };
    plans.set(plan.id, plan);
    return [200, plan];
  }

  function createSubscription(body) {
    if (!plans.has(body.plan_id))
      return [400, apiError("The id provided does not exist", "plan_id")];
    if (!Number.isInteger(body.total_count) || body.total_count < 1) {
      return [400, apiError("The total count must be at least 1", "total_count")];
    }
    const subscription = {
      id: newId("sub"),
      entity: "subscription",
      plan_id: body.plan_id,
      status: "created",
      total_count: body.total_count,
      paid_count: 0,
      remaining_count: body.total_count,
      start_at: body.start_at ?? null,
      customer_notify: body.customer_notify ?? 1,
      short_url: `${url}/subscriptions/${body.plan_id}`,
      notes: body.notes ?? [],
      created_at: now(),
    };
    subscriptions.set(subscription.id, subscription);
    return [200, subscription];
  }

  function markOrderPaid(order, amount) {
    order.amount_paid = amount;
    order.amount_due = order.amount - amount;
    order.status = "paid";
  }

  function signWebhook(rawBody) {
    return hmac(webhookSecret, rawBody);
  }

  /** A webhook as Razorpay sends it: the raw body and its headers, signed with the secret. */
  function webhookFor(
    event,
    { orderId, paymentId, refundId, subscriptionId, eventId = newId("evt") } = {},
  ) {
    const refund = refundId ? refunds.get(refundId) : undefined;
    const payment =
      payments.get(paymentId ?? refund?.payment_id ?? "") ??
      [...payments.values()].reverse().find((p) => p.order_id === orderId);
    const order = orders.get(orderId ?? payment?.order_id ?? "");
    const payload = {};
    if (payment) payload.payment = { entity: payment };
    if (event === "order.paid" && order) payload.order = { entity: order };
    if (refund) payload.refund = { entity: refund };
    if (subscriptionId && subscriptions.has(subscriptionId)) {
      payload.subscription = { entity: subscriptions.get(subscriptionId) };
    }
    const body = JSON.stringify({
      entity: "event",
      account_id: "acc_FakeClub000001",
      event,
      contains: Object.keys(payload),
      payload,
      created_at: now(),
    });
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": signWebhook(body),
        "x-razorpay-event-id": eventId,
      },
    };
  }

  async function deliverWebhook(target, event, ids) {
    const { body, headers } = webhookFor(event, ids);
    const answer = await fetch(target, { method: "POST", headers, body });
    return { status: answer.status, eventId: headers["x-razorpay-event-id"] };
  }

  function authorised(req) {
    const expected = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString("base64")}`;
    return req.headers.authorization === expected;
  }

  function createOrder(body) {
    if (!isPaise(body.amount))
      return [400, apiError("The amount must be atleast INR 1.00", "amount")];
    if (body.currency !== "INR") return [400, apiError("The currency must be INR", "currency")];
    if (
      body.receipt !== undefined &&
      (typeof body.receipt !== "string" || body.receipt.length > 40)
    ) {
      return [400, apiError("The receipt may not be greater than 40 characters.", "receipt")];
    }
    const order = {
      id: newId("order"),
      entity: "order",
      amount: body.amount,
      amount_paid: 0,
      amount_due: body.amount,
      currency: "INR",
      receipt: body.receipt ?? null,
      offer_id: null,
      status: "created",
      attempts: 0,
      notes: body.notes ?? [],
      created_at: now(),
    };
    orders.set(order.id, order);
    return [200, order];
  }

  function capture(payment, body) {
    if (payment.status !== "authorized") {
      return [400, apiError("This payment has already been captured")];
    }
    if (body.amount !== payment.amount || body.currency !== "INR") {
      return [400, apiError("Capture amount must be equal to the amount authorized", "amount")];
    }
    payment.status = "captured";
    payment.captured = true;
    markOrderPaid(orders.get(payment.order_id), payment.amount);
    return [200, payment];
  }

  function refund(payment, body) {
    if (payment.status !== "captured" && payment.status !== "refunded") {
      return [400, apiError("The payment has not been captured")];
    }
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount ?? left;
    if (!isPaise(amount)) return [400, apiError("The amount must be atleast INR 1.00", "amount")];
    if (amount > left) {
      return [
        400,
        apiError("The refund amount provided is greater than amount captured", "amount"),
      ];
    }
    const created = {
      id: newId("rfnd"),
      entity: "refund",
      amount,
      currency: "INR",
      payment_id: payment.id,
      notes: body.notes ?? [],
      receipt: body.receipt ?? null,
      acquirer_data: { rrn: null },
      created_at: now(),
      batch_id: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: body.speed ?? "normal",
    };
    refunds.set(created.id, created);
    payment.amount_refunded += amount;
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.refund_status === "full") payment.status = "refunded";
    return [200, created];
  }

  /** Cancels now (the app never asks for the cycle's end); an ended one is refused. */
  function cancelSubscription(id, body) {
    const subscription = subscriptions.get(id);
    if (!subscription) return [400, apiError("The id provided does not exist")];
    if (ENDED_SUBSCRIPTION.has(subscription.status)) {
      return [
        400,
        apiError(`Subscription is not cancellable in ${subscription.status} status.`, "status"),
      ];
    }
    subscription.status = "cancelled";
    subscription.ended_at = now();
    subscription.cancel_at_cycle_end = Boolean(body.cancel_at_cycle_end);
    return [200, subscription];
  }

  /** A mandate's event: the subscription's status as Razorpay sets it, and its signed webhook. */
  function mandateEvent(subscriptionId, state, { eventId } = {}) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`No subscription ${subscriptionId}`);
    subscription.status = MANDATE_STATUS[state];
    return webhookFor(`subscription.${state}`, { subscriptionId, eventId });
  }

  /** The Razorpay API proper: /v1/…, behind basic auth. */
  function answerApi(method, path, body) {
    let match;
    if (method === "POST" && path === "/v1/orders") return createOrder(body);
    if (method === "POST" && path === "/v1/plans") return createPlan(body);
    if (method === "POST" && path === "/v1/subscriptions") return createSubscription(body);
    if (method === "POST" && (match = /^\/v1\/subscriptions\/([\w]+)\/cancel$/.exec(path))) {
      return cancelSubscription(match[1], body);
    }
    if (method === "GET" && (match = /^\/v1\/subscriptions\/([\w]+)$/.exec(path))) {
      const found = subscriptions.get(match[1]);
      return found ? [200, found] : [400, apiError("The id provided does not exist")];
    }
    if (method === "GET" && (match = /^\/v1\/orders\/([\w]+)$/.exec(path))) {
      const order = orders.get(match[1]);
      return order ? [200, order] : [400, apiError("The id provided does not exist")];
    }
    if ((match = /^\/v1\/payments\/([\w]+)(\/capture|\/refund)?$/.exec(path))) {
      const payment = payments.get(match[1]);
      if (!payment) return [400, apiError("The id provided does not exist")];
      if (method === "GET" && !match[2]) return [200, payment];
      if (method === "POST" && match[2] === "/capture") return capture(payment, body);
      if (method === "POST" && match[2] === "/refund") return refund(payment, body);
    }
    if (method === "GET" && (match = /^\/v1\/refunds\/([\w]+)$/.exec(path))) {
      const found = refunds.get(match[1]);
      return found ? [200, found] : [400, apiError("The id provided does not exist")];
    }
    return [404, apiError("The requested URL was not found on the server.")];
  }

  async function readJson(req) {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? JSON.parse(text) : {};
  }

  function send(res, status, body, headers = {}) {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    res.writeHead(status, {
      "content-type":
        typeof body === "string" ? "text/javascript; charset=utf-8" : "application/json",
      ...headers,
    });
    res.end(text);
  }

  const cors = {
    "access-control-allow-origin": "*",
    // Any header: a test's browser may add its own to every request (X-Forwarded-For).
    "access-control-allow-headers": "*",
  };

  async function handle(req, res) {
    const path = new URL(req.url ?? "/", "http://fake").pathname;
    const method = req.method ?? "GET";
    if (method === "OPTIONS") return send(res, 204, "", cors);
    let body;
    try {
      body = method === "POST" ? await readJson(req) : {};
    } catch {
      return send(res, 400, apiError("The request body is not JSON"));
    }
    if (path === "/health") return send(res, 200, { ok: true });
    if (path === "/v1/checkout.js") return send(res, 200, CHECKOUT_JS, cors);
    if (path === "/__checkout" && method === "POST") {
      if (body.key !== keyId)
        return send(res, 400, apiError("The api key provided is invalid"), cors);
      if (!orders.has(body.order_id))
        return send(res, 400, apiError("The id provided does not exist"), cors);
      return send(res, 200, pay(body.order_id, { status: body.status }).response, cors);
    }
    if (path === "/__pay" && method === "POST") {
      if (!orders.has(body.order_id)) return send(res, 404, apiError("No such order"));
      return send(res, 200, pay(body.order_id, { status: body.status }).response);
    }
    if (path === "/__webhook" && method === "POST") {
      const ids = {
        orderId: body.order_id,
        paymentId: body.payment_id,
        refundId: body.refund_id,
        subscriptionId: body.subscription_id,
      };
      return send(
        res,
        200,
        await deliverWebhook(body.url, body.event, { ...ids, eventId: body.event_id }),
      );
    }
    if (path === "/__charge" && method === "POST") {
      if (!subscriptions.has(body.subscription_id)) {
        return send(res, 404, apiError("No such subscription"));
      }
      return send(res, 200, chargeSubscription(body.subscription_id));
    }
    if (path === "/__state") {
      return send(res, 200, {
        plans: [...plans.values()],
        subscriptions: [...subscriptions.values()],
        orders: [...orders.values()],
        payments: [...payments.values()],
        refunds: [...refunds.values()],
        calls,
      });
    }
    if (!path.startsWith("/v1/")) return send(res, 404, apiError("Not found"));
    if (down) {
      calls.push({ method, path, status: 503 });
      return send(res, 503, apiError("Service unavailable"));
    }
    if (!authorised(req)) {
      calls.push({ method, path, status: 401 });
      return send(res, 401, apiError("The api key provided is invalid"));
    }
    const [status, answer] = answerApi(method, path, body);
    calls.push({ method, path, status, body });
    return send(res, status, answer);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, apiError(String(error))));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${server.address().port}`;

  return {
    url,
    keys: { keyId, keySecret, webhookSecret },
    orders,
    payments,
    refunds,
    plans,
    subscriptions,
    calls,
    pay,
    chargeSubscription,
    signPayment,
    signWebhook,
    webhookFor,
    deliverWebhook,
    mandateEvent,
    outage: (on) => {
      down = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// The checkout stand-in: the same constructor, handlers and dialog outcomes as checkout.js.
const CHECKOUT_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  function Razorpay(options) { this.options = options; this.handlers = {}; }
  Razorpay.prototype.on = function (name, fn) { this.handlers[name] = fn; };
  Razorpay.prototype.open = function () {
    const o = this.options, self = this;
    const dialog = document.createElement("dialog");
    dialog.setAttribute("aria-label", "Fake Razorpay Checkout");
    dialog.innerHTML = '<p>Fake Razorpay Checkout</p><p data-amount></p>' +
      '<button type="button" data-pay>Pay</button> <button type="button" data-fail>Fail payment</button> ' +
      '<button type="button" data-close>Close</button>';
    dialog.querySelector("[data-amount]").textContent = (o.amount / 100).toFixed(2) + " " + o.currency;
    document.body.append(dialog);
    dialog.showModal();
    const submit = async (status) => {
      const answer = await fetch(origin + "/__checkout", { method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ key: o.key, order_id: o.order_id, status }) });
      const body = await answer.json();
      dialog.remove();
      if (status === "failed") self.handlers["payment.failed"]?.(body);
      else o.handler?.(body);
    };
    dialog.querySelector("[data-pay]").onclick = () => submit("captured");
    dialog.querySelector("[data-fail]").onclick = () => submit("failed");
    dialog.querySelector("[data-close]").onclick = () => { dialog.remove(); o.modal?.ondismiss?.(); };
  };
  window.Razorpay = Razorpay;
})();
`;

if (process.argv[1]?.endsWith("fake-razorpay.mjs")) {
  const port = Number(process.argv[2]);
  if (!Number.isInteger(port) || port <= 0) {
    console.error("usage: node tests/support/fake-razorpay.mjs <port>");
    process.exit(2);
  }
  // No top-level await: jest loads this file through its CommonJS transform.
  startFakeRazorpay({
    keyId: process.env.FAKE_RAZORPAY_KEY_ID || TEST_KEYS.keyId,
    keySecret: process.env.FAKE_RAZORPAY_KEY_SECRET || TEST_KEYS.keySecret,
    webhookSecret: process.env.FAKE_RAZORPAY_WEBHOOK_SECRET || TEST_KEYS.webhookSecret,
    port,
  }).then((fake) => console.log(`fake Razorpay on ${fake.url}`));
}
