/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { bookSeries, cancelSeries, previewSeries } from "@/lib/bookings/series";
import { createBooking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { HttpError } from "@/lib/http";
import { findPaymentByOrder } from "@/lib/payments";
import { confirmCheckoutPayment } from "@/lib/settlement";
import { addDaysToDate, planBooking, type BookingRequest } from "@/lib/pricing";
import { weekdayAhead } from "../../data/club-dates";
import { onlinePaymentsServer } from "../../payments/online-payments-server";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

const server = onlinePaymentsServer();
let db: PGlite;
const MEMBER = {
  id: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
  email: "asha@example.in",
  name: "Asha Verma",
};
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";
const FIRST = weekdayAhead(8);

beforeAll(() => {
  db = server.db;
});

const room = (
  time: string,
  hours = 1,
  date = FIRST,
): BookingRequest & { kind: "meeting-room" } => ({
  kind: "meeting-room",
  room: "4-seater",
  date,
  time,
  hours,
  techSupport: false,
});

async function bookSingle(userId: string, request: BookingRequest) {
  const planned = planBooking(request, new Date());
  if (!planned.ok) throw new Error(planned.message);
  return createBooking(toNewBooking(request, planned.booking, userId, { email: "x@example.in" }));
}

const noBuyer = {
  billingCompany: undefined,
  billingGstin: undefined,
  billingAddress: undefined,
  billingState: undefined,
};

/** Every payment's reconciliation (0045, 0079): the gateway's side and the books', as text. */
async function reconciliation() {
  const { rows } = await db.query<Record<string, string>>(
    `select ledger_captured::text, ledger_applied::text, ledger_refunded::text,
      books_captured::text, books_applied::text, books_refunded::text
     from public.payments_reconciliation('2000-01-01', '2100-01-01')`,
  );
  return rows[0];
}

async function refusal(work: Promise<unknown>) {
  try {
    await work;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("a repeating booking, held and paid at once, cancelled date by date", () => {
  it("shows the taken date, refuses it unskipped, books the rest, pays once and invoices a line per date", async () => {
    const week2 = addDaysToDate(FIRST, 7);
    await bookSingle(OTHER, room("10:00", 1, week2));

    const preview = await previewSeries({ request: room("10:00"), weeks: 4 }, MEMBER);
    expect(preview.dates.map((d) => [d.date, d.state, d.price])).toEqual([
      [FIRST, "free", 70_800],
      [week2, "taken", 70_800],
      [addDaysToDate(FIRST, 14), "free", 70_800],
      [addDaysToDate(FIRST, 21), "free", 70_800],
    ]);

    const values = { request: room("10:00"), weeks: 4, buyer: noBuyer };
    expect(await refusal(bookSeries({ ...values, skip: [] }, MEMBER))).toMatchObject({
      message: expect.stringMatching(/can't be booked: skip it to book the other dates\.$/),
    });

    const { series, dates, payment } = await bookSeries({ ...values, skip: [week2] }, MEMBER);
    expect(series).toMatchObject({ weeks: 4, skippedDates: [week2], totalPaise: 212_400 });
    expect(dates.map((d) => [d.date, d.status])).toEqual([
      [FIRST, "pending_payment"],
      [addDaysToDate(FIRST, 14), "pending_payment"],
      [addDaysToDate(FIRST, 21), "pending_payment"],
    ]);
    if (payment?.method !== "razorpay") throw new Error("expected an online order");
    expect(server.fake.orders.get(payment.orderId)).toMatchObject({ amount: 212_400 });

    const { response } = server.fake.pay(payment.orderId);
    if (!("razorpay_payment_id" in response)) throw new Error("expected a checkout success");
    const record = await findPaymentByOrder(payment.orderId);
    expect(record).toMatchObject({ seriesId: series.id, amount: 212_400 });
    const settled = await confirmCheckoutPayment(
      {
        orderId: payment.orderId,
        paymentId: response.razorpay_payment_id,
        signature: response.razorpay_signature,
      },
      record!,
    );
    expect(settled.outcome).toBe("confirmed");
    const stored = await db.query<{ status: string; payment_status: string }>(
      "select status, payment_status from public.bookings where series_id = $1 order by starts_at",
      [series.id],
    );
    expect(stored.rows).toEqual(
      Array(3).fill({ status: "confirmed", payment_status: "paid-online" }),
    );
    const invoices = await db.query<{ series: string; total_paise: string; lines: unknown[] }>(
      "select series, total_paise::text, lines from public.invoices where subject_id = $1",
      [series.id],
    );
    expect(invoices.rows).toHaveLength(1);
    expect(invoices.rows[0]).toMatchObject({ series: "invoice", total_paise: "212400" });
    expect(invoices.rows[0]!.lines).toHaveLength(3);
    expect(JSON.stringify(invoices.rows[0]!.lines)).toContain("997212");

    // One date cancelled more than 48 hours ahead: its own full refund, part of the one payment.
    const [one] = await cancelSeries(series.id, MEMBER.id, dates[1]!.id);
    expect(one).toMatchObject({
      id: dates[1]!.id,
      status: "cancelled",
      refundPaise: 70_800,
      refundStatus: "processed",
    });
    const paymentId = response.razorpay_payment_id;
    const refunds = () =>
      [...server.fake.refunds.values()].filter((r) => r.payment_id === paymentId);
    expect(refunds().map((r) => r.amount)).toEqual([70_800]);
    // The reconciliation (0045, 0079) counts the date's refund as refunded, not applied.
    expect(await reconciliation()).toEqual({
      ledger_captured: "212400",
      ledger_applied: "141600",
      ledger_refunded: "70800",
      books_captured: "212400",
      books_applied: "141600",
      books_refunded: "70800",
    });

    // Every remaining date: the two left, each refunded on its own.
    const rest = await cancelSeries(series.id, MEMBER.id, null);
    expect(rest.map((d) => d.refundPaise)).toEqual([70_800, 70_800]);
    expect(refunds().map((r) => r.amount)).toEqual([70_800, 70_800, 70_800]);
    const ledger = await db.query<{ amount_paise: string; status: string }>(
      "select amount_paise::text, status from public.booking_series_refunds where series_id = $1",
      [series.id],
    );
    expect(ledger.rows).toEqual(Array(3).fill({ amount_paise: "70800", status: "processed" }));
    const notes = await db.query<{ total_paise: string }>(
      "select total_paise::text from public.invoices where subject_id = $1 and series = 'credit_note'",
      [series.id],
    );
    expect(notes.rows).toEqual(Array(3).fill({ total_paise: "70800" }));
    expect(await reconciliation()).toMatchObject({
      ledger_captured: "212400",
      books_applied: "0",
      books_refunded: "212400",
    });
    expect(await refusal(cancelSeries(series.id, MEMBER.id, null))).toMatchObject({
      message: "There are no dates left to cancel in this series.",
    });
  });

  it("counts the weekly hours limit for each week on its own", async () => {
    const member = { ...MEMBER, id: "3c5e7a90-1b2d-4f6a-8c9e-0a1b2c3d4e05" };
    // 8 of the 10 hours already held in the series' third week.
    await bookSingle(member.id, {
      ...room("09:00", 8, addDaysToDate(FIRST, 14)),
      room: "8-seater",
    });
    const request = { ...room("12:00", 3), room: "8-seater" as const };
    const preview = await previewSeries({ request, weeks: 12 }, member);
    expect(preview.unavailable).toEqual([addDaysToDate(FIRST, 14)]);
    expect(
      await refusal(bookSeries({ request, weeks: 12, skip: [], buyer: noBuyer }, member)),
    ).toMatchObject({
      message: expect.stringContaining("can't be booked: skip it"),
    });
    const { dates } = await bookSeries(
      { request, weeks: 12, skip: [addDaysToDate(FIRST, 14)], buyer: noBuyer },
      member,
    );
    // Eleven weeks of 3 hours: each week holds 3 hours, under the limit, though 33 in all.
    expect(dates).toHaveLength(11);
    expect(dates.at(-1)!.date).toBe(addDaysToDate(FIRST, 77));
  });
});
