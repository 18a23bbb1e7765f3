/** @jest-environment node */
import { bookingEvent } from "@/lib/bookings/calendar-event";
import type { Booking } from "@/lib/bookings/types";
import { formatLineAmount, quoteLines, type BookingQuote } from "@/lib/pricing";

/**
 * Desk and office quotes stored before GST was itemised: no `gst`, no `monthlyTotal`, and a
 * `dueAtMoveIn` of rent plus deposit. Their bookings still sit in the database, so the
 * dashboard and the calendar file must print them without "undefined" or NaN.
 */
const oldQuote = (kind: "dedicated-desk" | "managed-office", seats: number, rate: number) =>
  ({
    kind,
    product: kind,
    seats,
    term: "monthly",
    seatRate: rate,
    monthlyRent: rate * seats,
    deposit: rate * seats * 4,
    dueAtMoveIn: rate * seats * 5,
    termMonths: 1,
    freeMonths: 0,
    termTotal: rate * seats,
    termSaving: 0,
  }) as unknown as BookingQuote;

const printed = (quote: BookingQuote) =>
  quoteLines(quote).map((line) => [line.key, line.label, formatLineAmount(line)]);

describe("a desk or office quote stored before GST was itemised", () => {
  it("reads as it did: no GST line, the desk's move-in figure as stored", () => {
    expect(printed(oldQuote("dedicated-desk", 1, 600_000))).toEqual([
      ["monthlyRent", "Monthly rent (1 seat × ₹6,000)", "₹6,000"],
      ["deposit", "Security deposit (4 × monthly rent)", "₹24,000"],
      ["dueAtMoveIn", "Due at move-in (rent + deposit)", "₹30,000"],
      ["termSaving", "Term saving (Monthly)", "₹0"],
    ]);
  });

  it("ends an office's month on its rent", () => {
    const lines = quoteLines(oldQuote("managed-office", 4, 900_000));
    expect(lines.map((line) => [line.key, formatLineAmount(line)])).toEqual([
      ["monthlyRent", "₹36,000"],
      ["deposit", "₹1,44,000"],
      ["termSaving", "₹0"],
    ]);
    expect(lines.filter((line) => line.total).map((line) => line.key)).toEqual(["monthlyRent"]);
  });

  it("gives the calendar file a clean breakdown", () => {
    const booking = {
      id: "00000000-0000-4000-8000-000000000001",
      createdAt: "2026-03-02T03:30:00.000Z",
      userId: "u",
      kind: "dedicated-desk",
      resource: "dedicated-desk",
      date: "2026-03-12",
      quote: oldQuote("dedicated-desk", 2, 600_000),
      totalPaise: 6_000_000,
      contactEmail: "a@example.in",
      receivePromotions: false,
      status: "requested",
      paymentStatus: "due-at-front-desk",
    } as Booking;
    const description = bookingEvent(booking, new Date("2026-03-02T04:00:00Z"))?.description;
    expect(description).toContain("Monthly rent (2 seats × ₹6,000): ₹12,000");
    expect(description).toContain("Due at move-in (rent + deposit): ₹60,000");
    expect(description).not.toMatch(/undefined|NaN|GST/);
  });
});
