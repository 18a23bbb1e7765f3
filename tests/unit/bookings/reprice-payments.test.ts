/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { cancelBooking, createBooking, type Booking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { readBooking, refundCancelledBooking, startBookingPayment } from "@/lib/bookings/payments";
import { rescheduleBooking, type RepricedBooking } from "@/lib/bookings/reschedule";
import { reconcilePayments } from "@/lib/payments";
import { settleCapturedPayment } from "@/lib/settlement";
import { clubToday, planBooking, quoteCancellation, type BookingRequest } from "@/lib/pricing";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { onlinePaymentsServer } from "../payments/online-payments-server";
import { weekdayAhead } from "../data/club-dates";
import { SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

/**
 * Moving a booking paid online to a time of another price (0110), end to end on the embedded
 * database against the fake Razorpay: the difference refunded or paid, the documents, a later
 * cancellation's refund, and the reconciliation balanced after each.
 */
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let db: PGlite;
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

beforeAll(() => {
  ({ fake, db } = server);
});

const room = (date: string, time: string, hours: number): BookingRequest => ({
  kind: "meeting-room",
  room: "4-seater",
  techSupport: false,
  date,
  time,
  hours,
});

/** A room booked and paid online through the fake checkout, each test at its own hours of one day. */
async function paidBooking(hours: number, time: string) {
  const request = room(weekdayAhead(10), time, hours);
  const planned = planBooking(request, new Date());
  if (!planned.ok) throw new Error(planned.message);
  const held = await createBooking(
    toNewBooking(request, planned.booking, MEMBER, {
      name: "Asha Verma",
      email: "asha@example.in",
    }),
  );
  const order = await startBookingPayment(held);
  if (order?.method !== "razorpay") throw new Error("no online order");
  const { payment } = fake.pay(order.orderId);
  const settled = await settleCapturedPayment({
    orderId: order.orderId,
    paymentId: payment.id,
    method: "upi",
    amount: payment.amount,
  });
  expect(settled.outcome).toBe("confirmed");
  return { booking: settled.booking as Booking, paymentId: payment.id, time };
}

const deliver = async (orderId: string) => {
  const event = fake.webhookFor("payment.captured", { orderId });
  const answer = await webhook(
    new Request(`${SITE}/api/payments/webhook`, {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
  );
  return (await answer.json()) as { outcome?: string };
};

const refundsOf = (paymentId: string) =>
  [...fake.refunds.values()].filter((r) => r.payment_id === paymentId).map((r) => r.amount);

const documents = async (id: string) =>
  (
    await db.query<{ series: string; total: string }>(
      "select series, total_paise::text as total from public.invoices where subject_id = $1 order by created_at, series",
      [id],
    )
  ).rows.map((d) => [d.series, d.total]);

async function expectBalanced() {
  const today = clubToday(new Date());
  const totals = await reconcilePayments(weekdayAhead(-30, today), weekdayAhead(1, today));
  expect(totals.ledger.captured).toBe(totals.ledger.applied + totals.ledger.refunded);
  expect(totals.books).toEqual(totals.ledger);
}

/** The member cancels now, refunded by the policy (100 % more than 48 hours ahead). */
async function cancelNow(booking: Booking) {
  const terms = quoteCancellation({ ...booking, total: booking.totalPaise }, new Date());
  if (!terms.cancellable || !terms.refund) throw new Error("not cancellable");
  const cancelled = await cancelBooking(booking.id, MEMBER, terms.refund.amount);
  return refundCancelledBooking(cancelled!, terms.refund);
}

describe("moving a booking paid online to another price", () => {
  it("cheaper: moved, the exact difference refunded, credit note and new invoice; a later cancel refunds what remains", async () => {
    const { booking, paymentId, time } = await paidBooking(2, "09:00");
    expect(booking.totalPaise).toBe(141_600);
    const moved = await rescheduleBooking(booking, { date: booking.date!, time, hours: 1 });
    expect(moved.price).toEqual({ kind: "refund", amount: 70_800 });
    expect(moved.booking).toMatchObject({ hours: 1, totalPaise: 70_800, sequence: 1 });
    expect(refundsOf(paymentId)).toEqual([70_800]);
    expect(await documents(booking.id)).toEqual([
      ["invoice", "141600"],
      ["credit_note", "141600"],
      ["invoice", "70800"],
    ]);
    await expectBalanced();

    const cancelled = await cancelNow(moved.booking);
    expect(cancelled).toMatchObject({ status: "cancelled", refundPaise: 70_800 });
    expect(refundsOf(paymentId)).toEqual([70_800, 70_800]);
    // Never more than was captured.
    expect(fake.payments.get(paymentId)).toMatchObject({
      amount: 141_600,
      amount_refunded: 141_600,
    });
    expect((await documents(booking.id)).at(-1)).toEqual(["credit_note", "70800"]);
    await expectBalanced();
  });

  it("dearer: the difference's order, its capture completes the move; a later cancel refunds both payments", async () => {
    const { booking, paymentId, time } = await paidBooking(1, "12:00");
    const asked = (await rescheduleBooking(booking, {
      date: booking.date!,
      time,
      hours: 2,
    })) as RepricedBooking;
    expect(asked.price).toEqual({ kind: "pay", amount: 70_800 });
    expect(asked.booking).toMatchObject({ hours: 1, sequence: 0 });
    if (asked.payment?.method !== "razorpay") throw new Error("no order for the difference");
    const { orderId } = asked.payment;
    expect(fake.orders.get(orderId)).toMatchObject({ amount: 70_800 });

    fake.pay(orderId);
    expect(await deliver(orderId)).toMatchObject({ outcome: "confirmed" });
    const { rows } = await db.query<{ hours: number; total_paise: string }>(
      "select hours, total_paise::text from public.bookings where id = $1",
      [booking.id],
    );
    expect(rows[0]).toEqual({ hours: 2, total_paise: "141600" });
    expect(await documents(booking.id)).toEqual([
      ["invoice", "70800"],
      ["credit_note", "70800"],
      ["invoice", "141600"],
    ]);
    await expectBalanced();

    const cancelled = await cancelNow((await readBooking(booking.id))!);
    expect(cancelled).toMatchObject({ status: "cancelled", refundPaise: 141_600 });
    const difference = [...fake.payments.values()].find((p) => p.order_id === orderId)!;
    expect(refundsOf(difference.id)).toEqual([70_800]);
    expect(refundsOf(paymentId)).toEqual([70_800]);
    await expectBalanced();
  });

  it("dearer, paid after its time: the difference refunded in full and the booking where it was", async () => {
    const { booking, time } = await paidBooking(1, "15:00");
    const asked = (await rescheduleBooking(booking, {
      date: booking.date!,
      time,
      hours: 3,
    })) as RepricedBooking;
    if (asked.payment?.method !== "razorpay") throw new Error("no order for the difference");
    await db.query(
      "update public.booking_reprices set expires_at = now() - interval '1 second' where booking_id = $1",
      [booking.id],
    );
    const { payment } = fake.pay(asked.payment.orderId);
    expect(await deliver(asked.payment.orderId)).toMatchObject({ outcome: "refunded" });
    expect(refundsOf(payment.id)).toEqual([payment.amount]);
    const { rows } = await db.query<{ hours: number; sequence: number }>(
      "select hours, sequence from public.bookings where id = $1",
      [booking.id],
    );
    expect(rows[0]).toEqual({ hours: 1, sequence: 0 });
    expect(await documents(booking.id)).toEqual([["invoice", "70800"]]);
    await expectBalanced();
  });
});
