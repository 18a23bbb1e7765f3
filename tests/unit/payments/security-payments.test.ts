/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { createHmac } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { POST as pay } from "@/app/api/orders/[id]/pay/route";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { cancelBooking, createBooking, type Booking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { confirmPayment } from "@/lib/payments";
import { refundCancelledBooking, startBookingPayment } from "@/lib/bookings/payments";
import { settleCapturedPayment } from "@/lib/settlement";
import type { PaymentRequest } from "@/lib/payments/types";
import { planBooking, quoteCancellation, type BookingRequest } from "@/lib/pricing";
import { getOrder, getStock, startCheckout, type StoreOrder } from "@/lib/store";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { onlinePaymentsServer } from "./online-payments-server";
import { weekdayAhead } from "../data/club-dates";
import { jsonPost, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

// Issue 24: attacks on online payments, each failing before its fix.
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;

const MEMBER = "5c2e9a41-7d3b-4e6f-a1c8-2b9d0e7f3a11";
const OTHER = "6d3f0b52-8e4c-4f70-b2d9-3c0e1f804b22";
const MUG = { product_id: "morning-ritual-mug", variant_id: "morning-ritual-mug-350ml" };
let hour = 9;

beforeAll(async () => {
  ({ fake, db } = server);
  await getStock([MUG.product_id]); // seeds the opening stock
});

/** A 4-seater hour nine weekdays ahead, each test its own (or `at`, to contest one). */
async function hold(userId = MEMBER, at = ++hour): Promise<Booking> {
  const request: BookingRequest = {
    kind: "meeting-room",
    room: "4-seater",
    date: weekdayAhead(9),
    time: `${String(at).padStart(2, "0")}:00`,
    hours: 1,
    techSupport: false,
  };
  const planned = planBooking(request, new Date());
  if (!planned.ok) throw new Error(planned.message);
  return createBooking(
    toNewBooking(request, planned.booking, userId, {
      name: "Asha Verma",
      email: "asha@example.in",
    }),
  );
}

async function orderFor(booking: Booking, retry = false): Promise<string> {
  const payment = await startBookingPayment(booking, { retry });
  if (payment?.method !== "razorpay") throw new Error("no online order");
  return payment.orderId;
}

/** A captured payment's webhook, delivered; answers the route's JSON. */
async function webhookOf(orderId: string, paymentId?: string) {
  const event = fake.webhookFor("payment.captured", { orderId, paymentId });
  const answer = await deliver(event.body, event.headers);
  return (await answer.json()) as { outcome?: string };
}

const bookingRow = async (id: string) =>
  (
    await db.query<{
      status: string;
      payment_status: string;
      refund_id: string | null;
      refund_status: string | null;
      refund_paise: string | null;
    }>(
      "select status, payment_status, refund_id, refund_status, refund_paise::text from public.bookings where id = $1",
      [id],
    )
  ).rows[0]!;
const paymentRow = async (orderId: string) =>
  (
    await db.query<{ status: string; payment_id: string }>(
      "select status, payment_id from public.payments where order_id = $1",
      [orderId],
    )
  ).rows[0]!;
const invoicesOf = async (subjectId: string) =>
  (
    await db.query<{ series: string; total_paise: string }>(
      "select series, total_paise::text from public.invoices where subject_id = $1 order by issued_at",
      [subjectId],
    )
  ).rows;
const refundsOf = (paymentId: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);

/** Our record of each payment's refund agrees with the provider's: the same refund, the same amount. */
async function booksAgree(paymentIds: string[]) {
  for (const paymentId of paymentIds) {
    const theirs = refundsOf(paymentId);
    const ours = (
      await db.query<{ refund_id: string | null; amount_paise: string; status: string }>(
        "select refund_id, amount_paise::text, status from public.payment_refunds where payment_id = $1",
        [paymentId],
      )
    ).rows;
    expect(ours.map((r) => [r.refund_id, Number(r.amount_paise)])).toEqual(
      theirs.map((r) => [r.id, r.amount]),
    );
  }
}

async function placeOrder(quantity: number, email: string | null = "asha@example.in") {
  const { url } = await startCheckout([{ ...MUG, quantity }], {
    successUrl: `${SITE}/success`,
    cancelUrl: `${SITE}/store`,
    locale: "en-IN",
    timeZone: "Asia/Kolkata",
    userId: null,
    email,
  });
  return (await getOrder(new URL(url).searchParams.get("order")!))!;
}

type OnlineRequest = Extract<PaymentRequest, { method: "razorpay" }>;

async function startOrderPayment(order: StoreOrder): Promise<OnlineRequest> {
  const answer = await pay(jsonPost(`/api/orders/${order.id}/pay`, {}), {
    params: Promise.resolve({ id: order.id }),
  });
  expect(answer.status).toBe(200);
  const { payment } = (await answer.json()) as { payment: PaymentRequest };
  if (payment.method !== "razorpay") throw new Error("no online order");
  return payment;
}

const deliver = (body: string | Uint8Array, headers: Record<string, string>) =>
  webhook(
    new Request(`${SITE}/api/payments/webhook`, {
      method: "POST",
      headers,
      body: body as BodyInit,
    }),
  );

describe("issue 24 item 12: the webhook's signature covers the raw bytes", () => {
  it("refuses bytes that were never signed, even when they decode to signed text", async () => {
    // The text a server that decodes first would sign: U+FFFD where the bytes are not UTF-8.
    const signedText = JSON.stringify({
      entity: "event",
      event: "payment.authorized",
      payload: {},
      note: "\uFFFD",
    });
    const signature = createHmac("sha256", fake.keys.webhookSecret)
      .update(signedText, "utf8")
      .digest("hex");
    const forged = Buffer.from(signedText, "utf8");
    const mark = forged.indexOf(Buffer.from("\uFFFD", "utf8"));
    const bytes = Buffer.concat([
      forged.subarray(0, mark),
      Buffer.from([0xff]),
      forged.subarray(mark + 3),
    ]);
    const answer = await deliver(new Uint8Array(bytes), {
      "content-type": "application/json",
      "x-razorpay-signature": signature,
      "x-razorpay-event-id": "evt_not_utf8",
    });
    expect(answer.status).toBe(400);
    const seen = await db.query(
      "select 1 from public.payment_events where event_id = 'evt_not_utf8'",
    );
    expect(seen.rows).toHaveLength(0);
  });
});

describe("issue 24 item 2: a refund belongs to the payment refunded", () => {
  it("a booking paid twice then cancelled refunds the retry's payment in full and the confirming payment by the policy, and nothing else", async () => {
    const booking = await hold();
    const first = await orderFor(booking);
    const retry = await orderFor(booking, true); // "Pay now" again while the first is pending
    const { payment: confirming } = fake.pay(first);
    expect((await webhookOf(first)).outcome).toBe("confirmed");
    const { payment: late } = fake.pay(retry); // the first attempt's UPI approval came late
    expect((await webhookOf(retry)).outcome).toBe("refunded");
    expect(refundsOf(late.id)).toMatchObject([{ amount: 70_800 }]);
    // The booking stands, paid by the first payment: its refund fields are untouched.
    expect(await bookingRow(booking.id)).toMatchObject({
      status: "confirmed",
      payment_status: "paid-online",
      refund_id: null,
    });
    expect(await paymentRow(first)).toMatchObject({ status: "captured" });
    expect(await paymentRow(retry)).toMatchObject({ status: "refunded" });

    const stored = { ...booking, status: "confirmed" as const, total: booking.totalPaise };
    const terms = quoteCancellation(stored, new Date());
    if (!terms.cancellable || !terms.refund) throw new Error("not cancellable");
    const cancelled = await cancelBooking(booking.id, MEMBER, terms.refund.amount);
    const refunded = await refundCancelledBooking(cancelled!, terms.refund);

    const [cancellation] = refundsOf(confirming.id);
    expect(cancellation).toMatchObject({ amount: terms.refund.amount });
    expect(refunded).toMatchObject({
      status: "cancelled",
      refundId: cancellation!.id,
      refundStatus: "processed",
      refundPaise: terms.refund.amount,
    });
    expect(refundsOf(late.id)).toHaveLength(1);
    await booksAgree([confirming.id, late.id]);
    // One invoice (the confirming payment's) and one credit note (its refund).
    expect((await invoicesOf(booking.id)).map((d) => d.series)).toEqual(["invoice", "credit_note"]);
  });

  it("a store order paid twice keeps its own payment and refunds only the other", async () => {
    const order = await placeOrder(1);
    const first = await startOrderPayment(order);
    const retry = await startOrderPayment(order);
    const { payment: confirming } = fake.pay(first.orderId);
    expect((await webhookOf(first.orderId)).outcome).toBe("confirmed");
    const { payment: late } = fake.pay(retry.orderId);
    expect((await webhookOf(retry.orderId)).outcome).toBe("refunded");

    expect(refundsOf(late.id)).toMatchObject([{ amount: 64_900 }]);
    expect(refundsOf(confirming.id)).toEqual([]);
    expect(await paymentRow(first.orderId)).toMatchObject({ status: "captured" });
    expect(await paymentRow(retry.orderId)).toMatchObject({ status: "refunded" });
    expect(await getOrder(order.id)).toMatchObject({ status: "paid" });
    const { rows } = await db.query<{ refund_id: string | null }>(
      "select refund_id from embedded_store.orders where id = $1",
      [order.id],
    );
    expect(rows[0]!.refund_id).toBeNull();
    await booksAgree([confirming.id, late.id]);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });
});

describe("issue 24 item 4: the callback and the webhook settling one late payment refund it once", () => {
  it("claims the refund once; the other path neither refunds again nor records a failure", async () => {
    const at = ++hour;
    const late = await hold(MEMBER, at);
    const orderId = await orderFor(late);
    await db.query(
      "update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1",
      [late.id],
    );
    await hold(OTHER, at); // takes the slot
    const { response, payment } = fake.pay(orderId);
    if (!("razorpay_signature" in response)) throw new Error("payment failed");
    const event = fake.webhookFor("payment.captured", { orderId });
    const [callback, hook] = await Promise.all([
      confirmPayment(
        { orderId, paymentId: payment.id, signature: response.razorpay_signature },
        70_800,
      ).then(settleCapturedPayment),
      deliver(event.body, event.headers).then((r) => r.json()),
    ]);
    expect(callback.outcome).toBe("refunded");
    expect(hook).toMatchObject({ outcome: "refunded" });
    const [refund, ...more] = refundsOf(payment.id);
    expect(more).toEqual([]);
    expect(await bookingRow(late.id)).toMatchObject({
      refund_id: refund!.id,
      refund_status: "processed",
    });
    await booksAgree([payment.id]);
  });
});

describe("issue 24 item 5: another payment on a settled provider order", () => {
  it("refunds a ₹1 payment and a second full payment on a paid order, with no new invoice", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    const { payment: genuine } = fake.pay(orderId);
    expect((await webhookOf(orderId)).outcome).toBe("confirmed");
    expect(await invoicesOf(booking.id)).toHaveLength(1);

    const { payment: rupee } = fake.pay(orderId, { amount: 100 });
    expect((await webhookOf(orderId, rupee.id)).outcome).toBe("refunded");
    const { payment: again } = fake.pay(orderId);
    expect((await webhookOf(orderId, again.id)).outcome).toBe("refunded");

    expect(refundsOf(rupee.id)).toMatchObject([{ amount: 100 }]);
    expect(refundsOf(again.id)).toMatchObject([{ amount: 70_800 }]);
    expect(refundsOf(genuine.id)).toEqual([]);
    expect(await invoicesOf(booking.id)).toEqual([{ series: "invoice", total_paise: "70800" }]);
    expect(await paymentRow(orderId)).toMatchObject({ status: "captured", payment_id: genuine.id });
    expect(await bookingRow(booking.id)).toMatchObject({ status: "confirmed", refund_id: null });
    await booksAgree([genuine.id, rupee.id, again.id]);
  });

  it("refunds a second payment on a paid store order's provider order, with no new invoice", async () => {
    const order = await placeOrder(1, null);
    const { orderId } = await startOrderPayment(order);
    fake.pay(orderId);
    expect((await webhookOf(orderId)).outcome).toBe("confirmed");
    const { payment: extra } = fake.pay(orderId, { amount: 100 });
    expect((await webhookOf(orderId, extra.id)).outcome).toBe("refunded");
    expect(refundsOf(extra.id)).toMatchObject([{ amount: 100 }]);
    expect(await invoicesOf(order.id)).toHaveLength(1);
  });
});

describe("issue 24 item 6: a payment after the booked time", () => {
  it("refunds a payment that arrives once the booked hour has begun, confirming nothing", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    // The hold still runs, but the booked hour has passed (the booking moved a week back).
    await db.query(
      `update public.bookings set date = d, starts_at = (d + time '10:00') at time zone 'Asia/Kolkata',
         ends_at = (d + time '11:00') at time zone 'Asia/Kolkata'
       from (select (public.club_local(now()))::date - 7 as d) as past where id = $1`,
      [booking.id],
    );
    const { payment } = fake.pay(orderId);
    expect((await webhookOf(orderId)).outcome).toBe("refunded");
    expect(refundsOf(payment.id)).toMatchObject([{ amount: 70_800 }]);
    expect((await bookingRow(booking.id)).status).not.toBe("confirmed");
    expect(await invoicesOf(booking.id)).toEqual([]);
  });

  it("gives Razorpay Checkout a timeout of the hold's remaining time", async () => {
    const booking = await hold();
    const payment = await startBookingPayment(booking);
    if (payment?.method !== "razorpay") throw new Error("no online order");
    expect(payment.timeoutSeconds).toBeGreaterThan(880);
    expect(payment.timeoutSeconds).toBeLessThanOrEqual(900);
    await db.query(
      "update public.bookings set hold_expires_at = now() + interval '2 minutes' where id = $1",
      [booking.id],
    );
    const retried = await startBookingPayment(
      { ...booking, holdExpiresAt: new Date(Date.now() + 120_000).toISOString() },
      { retry: true },
    );
    if (retried?.method !== "razorpay") throw new Error("no online order");
    expect(retried.timeoutSeconds).toBeGreaterThan(100);
    expect(retried.timeoutSeconds).toBeLessThanOrEqual(120);

    const order = await placeOrder(1, null);
    const forOrder = await startOrderPayment(order);
    expect(forOrder.timeoutSeconds).toBeGreaterThan(880);
    expect(forOrder.timeoutSeconds).toBeLessThanOrEqual(900);
  });
});
