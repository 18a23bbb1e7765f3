/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { randomUUID } from "node:crypto";
import http from "node:http";
import fc from "fast-check";
import { POST as webhook } from "@/app/api/payments/webhook/route";
import { cancelBooking, createBooking } from "@/lib/bookings";
import { toNewBooking } from "@/lib/bookings/input";
import { readBooking, refundCancelledBooking, startBookingPayment } from "@/lib/bookings/payments";
import {
  rescheduleBooking,
  RescheduleError,
  type RepricedBooking,
} from "@/lib/bookings/reschedule";
import { reconcilePayments } from "@/lib/payments";
import {
  addDaysToDate,
  clubDateTimeOf,
  clubToday,
  planBooking,
  quoteCancellation,
  type BookingRequest,
} from "@/lib/pricing";
import type { FakeRazorpay } from "../../support/fake-razorpay.mjs";
import { weekdayAhead } from "../data/club-dates";
import { SITE } from "../http/route-helpers";
import { onlinePaymentsServer } from "../payments/online-payments-server";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(300_000);

/**
 * The money invariant (issue 36) with moves to another price (0110), as a property: random
 * sequences of room bookings paid online, moves to more or fewer hours (the difference paid, paid
 * too late, or never; or refunded) and cancellations, against the fake Razorpay and the embedded
 * database. After every step: captured = applied + refunded, the books and the ledger agree, and
 * every confirmed booking has exactly its price paid (its payments less their refunds). After
 * every sequence: the ledger's captured and refunded are the gateway's own.
 */
const server = onlinePaymentsServer();
let fake: FakeRazorpay;
let slot = 0;
const RANGE = () => {
  const today = clubToday(new Date());
  return [addDaysToDate(today, -30), addDaysToDate(today, 1)] as const;
};

beforeAll(() => {
  fake = server.fake;
  http.globalAgent = new http.Agent({ keepAlive: false });
});

async function deliver(orderId: string) {
  const event = fake.webhookFor("payment.captured", { orderId });
  const answer = await webhook(
    new Request(`${SITE}/api/payments/webhook`, {
      method: "POST",
      headers: event.headers,
      body: event.body,
    }),
  );
  if (answer.status >= 500) throw new Error(`webhook answered ${answer.status}`);
}

/** The k-th weekday from 5 days ahead: four slots each (two rooms, morning and afternoon). */
const dates: string[] = [];
function dateOf(k: number): string {
  while (dates.length <= k) dates.push(weekdayAhead(dates.length ? 1 : 5, dates.at(-1)));
  return dates[k]!;
}

/** A room for one member (their own weekly hours), on a slot of its own, paid online. */
async function book(hours: number): Promise<string> {
  const n = slot++;
  const request: BookingRequest = {
    kind: "meeting-room",
    room: n % 2 ? "8-seater" : "4-seater",
    techSupport: false,
    date: dateOf(Math.floor(n / 4)),
    time: n % 4 < 2 ? "09:00" : "13:00",
    hours,
  };
  const planned = planBooking(request, new Date());
  if (!planned.ok) throw new Error(planned.message);
  const held = await createBooking(
    toNewBooking(request, planned.booking, randomUUID(), {
      name: "Asha",
      email: "asha@example.in",
    }),
  );
  const order = await startBookingPayment(held);
  if (order?.method !== "razorpay") throw new Error("no online order");
  fake.pay(order.orderId);
  await deliver(order.orderId);
  return held.id;
}

/** What the sequences drew, printed at the end: a property that never moved proves nothing. */
const drawn = { cheaper: 0, paid: 0, late: 0, never: 0, refused: 0, cancelled: 0 };

const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant("book" as const),
      hours: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant("move" as const),
      b: fc.nat(),
      hours: fc.integer({ min: 1, max: 3 }),
      pay: fc.constantFrom("pay", "pay", "late", "never"),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant("cancel" as const), b: fc.nat() }), weight: 1 },
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function run(bookings: string[], s: Step) {
  if (s.kind === "book") {
    bookings.push(await book(s.hours));
    return;
  }
  const id = bookings.length ? bookings[s.b % bookings.length] : undefined;
  const booking = id ? await readBooking(id) : null;
  if (!booking || booking.status !== "confirmed") return;
  if (s.kind === "cancel") {
    const terms = quoteCancellation({ ...booking, total: booking.totalPaise }, new Date());
    if (!terms.cancellable || !terms.refund) return;
    const cancelled = await cancelBooking(booking.id, booking.userId, terms.refund.amount);
    if (cancelled) await refundCancelledBooking(cancelled, terms.refund);
    drawn.cancelled += 1;
    return;
  }
  const { date, time: start } = clubDateTimeOf(new Date(booking.startsAt!));
  let moved: RepricedBooking;
  try {
    moved = await rescheduleBooking(booking, { date, time: start, hours: s.hours });
  } catch (error) {
    if (!(error instanceof RescheduleError)) throw error;
    drawn.refused += 1; // the same time: refused
    return;
  }
  if (moved.price.kind === "refund") drawn.cheaper += 1;
  if (moved.payment?.method !== "razorpay") return;
  drawn[s.pay === "pay" ? "paid" : s.pay] += 1;
  if (s.pay === "never") return;
  if (s.pay === "late") {
    await server.db.query(
      "update public.booking_reprices set expires_at = now() - interval '1 second' where booking_id = $1 and status = 'pending'",
      [booking.id],
    );
  }
  fake.pay(moved.payment.orderId);
  await deliver(moved.payment.orderId);
}

async function assertInvariant(bookings: string[]) {
  const totals = await reconcilePayments(...RANGE());
  expect(totals.ledger.captured).toBe(totals.ledger.applied + totals.ledger.refunded);
  expect(totals.books).toEqual(totals.ledger);
  // Every confirmed booking: what its payments brought in, less what went back, is its price.
  const { rows } = await server.db.query<{ id: string; total: string; kept: string }>(
    `select b.id, b.total_paise::text as total,
       (select coalesce(sum(p.amount_paise - public.payment_refunded_paise(p.payment_id)), 0)
        from public.payments p
        where p.booking_id = b.id and p.confirmed_at is not null and p.status = 'captured')::text as kept
     from public.bookings b where b.id = any($1::uuid[]) and b.status = 'confirmed'`,
    [bookings],
  );
  for (const row of rows)
    expect({ id: row.id, kept: row.kept }).toEqual({ id: row.id, kept: row.total });
}

async function assertGatewayAgrees() {
  const totals = await reconcilePayments(...RANGE());
  const captured = [...fake.payments.values()]
    .filter((p) => p.status === "captured" || p.status === "refunded")
    .reduce((sum, p) => sum + p.amount, 0);
  const refunded = [...fake.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
  const { rows } = await server.db.query<{ made: string }>(
    `select ((select coalesce(sum(amount_paise), 0) from public.payment_refunds where refund_id is not null)
      + (select coalesce(sum(amount_paise), 0) from public.booking_reprice_refunds where refund_id is not null))::text as made`,
  );
  expect(totals.ledger.captured).toBe(captured);
  expect(Number(rows[0]!.made)).toBe(refunded);
  // No payment was ever refunded more than it captured.
  for (const payment of fake.payments.values()) {
    expect(payment.amount_refunded).toBeLessThanOrEqual(payment.amount);
  }
}

describe("every captured payment ends in exactly one place, with moves to another price", () => {
  it("holds after every step of random sequences (embedded)", async () => {
    const moves = { sequences: 0, steps: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 10 }), async (steps) => {
        const bookings: string[] = [await book(2)];
        for (const s of steps) {
          await run(bookings, s);
          moves.steps += 1;
          await assertInvariant(bookings);
        }
        await assertGatewayAgrees();
        moves.sequences += 1;
      }),
      { numRuns: 12, endOnFailure: true },
    );
    console.info(
      `[reprice money invariant] ${moves.sequences} sequences, ${moves.steps} steps: ${JSON.stringify(drawn)}`,
    );
    expect(drawn.cheaper && drawn.paid).toBeGreaterThan(0);
  });
});
