/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { cancelBooking, createBooking, type Booking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { composeMessage } from "@/lib/mail/templates";
import { confirmPayment, createPayment, findPaymentByOrder } from "@/lib/payments";
import { getPaymentLedger } from "@/lib/payments/ledger/select";
import { refundCancelledBooking, startBookingPayment } from "@/lib/bookings/payments";
import { confirmCheckoutPayment, settleCapturedPayment } from "@/lib/settlement";
import { planBooking, quoteCancellation, type BookingRequest } from "@/lib/pricing";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { onlinePaymentsServer } from "./online-payments-server";
import { weekdayAhead } from "../data/club-dates";
import { SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first call opens and migrates a fresh database: tens of seconds on a busy machine.
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";
let hour = 9;

beforeAll(async () => {
  ({ fake, db } = server);
});

/** A 4-seater hour a week or more ahead, each test its own (or `at`, to contest one). */
async function hold(userId = MEMBER, at = ++hour): Promise<Booking> {
  const request: BookingRequest = {
    kind: "meeting-room",
    room: "4-seater",
    date: weekdayAhead(8),
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

async function orderFor(booking: Booking): Promise<string> {
  const payment = await startBookingPayment(booking);
  if (payment?.method !== "razorpay") throw new Error("no online order");
  return payment.orderId;
}

const deliver = (body: string, headers: Record<string, string>) =>
  webhook(new Request(`${SITE}/api/payments/webhook`, { method: "POST", headers, body }));

const row = async (id: string) =>
  (
    await db.query<{ status: string; payment_status: string; refund_id: string | null }>(
      "select status, payment_status, refund_id from public.bookings where id = $1",
      [id],
    )
  ).rows[0]!;
const count = async (sql: string, params: unknown[] = []) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from ${sql}`, params)).rows[0]!.n;

describe("settling online payments", () => {
  it("confirms a checkout callback reading our payment record once and the booking once", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    const { response } = fake.pay(orderId);
    if (!("razorpay_payment_id" in response)) throw new Error("expected a successful checkout");
    const ledger = getPaymentLedger();
    const findByOrder = jest.spyOn(ledger, "findByOrder");
    const getBooking = jest.spyOn(ledger, "bookingRow");
    try {
      // As POST /api/payments/confirm does: the record (to check whose it is), then the rest.
      const record = await findPaymentByOrder(orderId);
      const settled = await confirmCheckoutPayment(
        {
          orderId,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        },
        record!,
      );
      expect(settled.outcome).toBe("confirmed");
      expect(settled.booking).toMatchObject({ id: booking.id, status: "confirmed" });
      expect(findByOrder).toHaveBeenCalledTimes(1);
      expect(getBooking).toHaveBeenCalledTimes(1);
      expect(await count("public.invoices where subject_id = $1", [booking.id])).toBe(1);
    } finally {
      findByOrder.mockRestore();
      getBooking.mockRestore();
    }
  });

  it("holds the booking and asks Razorpay for exactly its price, in paise", async () => {
    const booking = await hold();
    expect(booking).toMatchObject({
      status: "pending_payment",
      paymentStatus: "awaiting-online-payment",
    });
    const orderId = await orderFor(booking);
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 70_800, currency: "INR" });
  });

  it("confirms a hold once from its webhook, however often it is delivered, with one invoice and one receipt", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    fake.pay(orderId);
    const captured = fake.webhookFor("payment.captured", { orderId, eventId: "evt_replayed" });
    const first = await deliver(captured.body, captured.headers);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ok: true, outcome: "confirmed" });
    const again = await deliver(captured.body, captured.headers);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ ok: true, duplicate: true });
    // order.paid for the same payment, another event: already settled, nothing new.
    const paid = fake.webhookFor("order.paid", { orderId });
    expect((await deliver(paid.body, paid.headers)).status).toBe(200);

    expect(await row(booking.id)).toMatchObject({
      status: "confirmed",
      payment_status: "paid-online",
    });
    expect(await count("public.invoices where subject_id = $1", [booking.id])).toBe(1);
    const [invoice] = (
      await db.query<{
        number: string;
        total_paise: string;
        cgst_paise: string;
        sgst_paise: string;
      }>(
        "select number, total_paise::text, cgst_paise::text, sgst_paise::text from public.invoices where subject_id = $1",
        [booking.id],
      )
    ).rows;
    expect(invoice!.number).toMatch(/^LC\/\d{2}-\d{2}\/\d{6}$/);
    expect(invoice).toMatchObject({ total_paise: "70800", cgst_paise: "5400", sgst_paise: "5400" });
    for (const template of ["booking-confirmation", "payment-receipt"]) {
      expect(
        await count("public.outbox where template = $1 and (source_id = $2 or source_id = $3)", [
          template,
          booking.id,
          invoice!.number,
        ]),
      ).toBe(1);
    }
    // The receipt carries the invoice as a PDF, named by its number.
    const owed = await db.query<{ payload: Record<string, unknown> }>(
      "select payload from public.outbox where template = 'payment-receipt' and source_id = $1",
      [invoice!.number],
    );
    const mail = await composeMessage(
      { template: "payment-receipt", recipient: "asha@example.in", payload: owed.rows[0]!.payload },
      { from: "club@example.in", staffAlertTo: "desk@example.in" },
    );
    expect(mail.subject).toBe(`Payment received: tax invoice ${invoice!.number}`);
    expect(mail.attachments?.[0]?.filename).toBe(`${invoice!.number.replace(/\//g, "-")}.pdf`);
    expect(Buffer.from(mail.attachments![0]!.content).subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("answers a forged webhook 400 and changes nothing", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    fake.pay(orderId);
    const genuine = fake.webhookFor("payment.captured", { orderId });
    const tampered = genuine.body.replace('"amount":70800', '"amount":100');
    expect((await deliver(tampered, genuine.headers)).status).toBe(400);
    const { ["x-razorpay-signature"]: _signature, ...unsigned } = genuine.headers;
    expect((await deliver(genuine.body, unsigned)).status).toBe(400);
    const otherSecret = { ...genuine.headers, "x-razorpay-signature": "0".repeat(64) };
    expect((await deliver(genuine.body, otherSecret)).status).toBe(400);
    expect(await row(booking.id)).toMatchObject({ status: "pending_payment" });
    expect(
      await count("public.payment_events where event_id = $1", [
        genuine.headers["x-razorpay-event-id"],
      ]),
    ).toBe(0);
  });

  it("answers a webhook for an order it never made 2xx, without side effects", async () => {
    const stranger = await createPayment({ amount: 50_000, receipt: "not-ours" });
    if (stranger.method !== "razorpay") throw new Error("no online order");
    fake.pay(stranger.orderId);
    const before = await count("public.bookings where status = 'confirmed'");
    const event = fake.webhookFor("payment.captured", { orderId: stranger.orderId });
    const answer = await deliver(event.body, event.headers);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ ok: true, outcome: "unknown" });
    expect(await count("public.bookings where status = 'confirmed'")).toBe(before);
    expect(await count("public.payments where order_id = $1", [stranger.orderId])).toBe(0);
  });

  it("refunds in full a payment that arrives after its hold lapsed and its slot was taken", async () => {
    const at = ++hour;
    const late = await hold(MEMBER, at);
    const orderId = await orderFor(late);
    await db.query(
      "update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1",
      [late.id],
    );
    const taker = await hold(OTHER, at);
    const { payment } = fake.pay(orderId);
    const event = fake.webhookFor("payment.captured", { orderId });
    expect(await (await deliver(event.body, event.headers)).json()).toMatchObject({
      outcome: "refunded",
    });

    const refund = [...fake.refunds.values()].find((r) => r.payment_id === payment.id);
    expect(refund).toMatchObject({ amount: 70_800, status: "processed" });
    expect(await row(late.id)).toMatchObject({ status: "expired", refund_id: refund!.id });
    expect(await row(taker.id)).toMatchObject({ status: "pending_payment" });
    expect(
      await count(
        "public.outbox where template = 'payment-refunded' and recipient = 'asha@example.in'",
      ),
    ).toBeGreaterThan(0);
    // The browser's callback for the same payment, later: already refunded, nothing more.
    const again = await settleCapturedPayment({
      paymentId: payment.id,
      orderId,
      amount: 70_800,
      method: "upi",
    });
    expect(again.outcome).toBe("refunded");
    expect([...fake.refunds.values()].filter((r) => r.payment_id === payment.id)).toHaveLength(1);
  });

  it("refunds a cancellation by the policy through Razorpay, records it and issues a credit note", async () => {
    const booking = await hold();
    const orderId = await orderFor(booking);
    const { response } = fake.pay(orderId);
    if (!("razorpay_signature" in response)) throw new Error("payment failed");
    const captured = await confirmPayment(
      {
        orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      },
      booking.totalPaise,
    );
    expect((await settleCapturedPayment(captured)).outcome).toBe("confirmed");

    const terms = quoteCancellation(
      { ...booking, status: "confirmed", total: booking.totalPaise },
      new Date(),
    );
    if (!terms.cancellable || !terms.refund) throw new Error("not cancellable");
    expect(terms.refund).toEqual({ percent: 100, amount: 70_800 });
    const cancelled = await cancelBooking(booking.id, MEMBER, terms.refund.amount);
    const refunded = await refundCancelledBooking(cancelled!, terms.refund);

    const refund = [...fake.refunds.values()].find((r) => r.payment_id === captured.paymentId);
    expect(refund).toMatchObject({ amount: 70_800 });
    expect(refunded).toMatchObject({
      status: "cancelled",
      refundId: refund!.id,
      refundStatus: "processed",
      refundPaise: 70_800,
    });
    const documents = await db.query<{ series: string; number: string; total_paise: string }>(
      "select series, number, total_paise::text from public.invoices where subject_id = $1 order by series desc",
      [booking.id],
    );
    expect(documents.rows.map((d) => [d.series, d.total_paise])).toEqual([
      ["invoice", "70800"],
      ["credit_note", "70800"],
    ]);
    expect(documents.rows[1]!.number).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

    // Razorpay's refund.processed for it keeps the status; a refund.failed would say so.
    const processed = fake.webhookFor("refund.processed", { refundId: refund!.id });
    expect((await deliver(processed.body, processed.headers)).status).toBe(200);
  });
});
