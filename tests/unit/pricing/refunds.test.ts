/** @jest-environment node */
import { calculateRefund, refundPercent, rupees } from "@/lib/pricing";

const startsAt = new Date("2026-03-20T10:00:00+05:30");
const hoursBefore = (hours: number, extraMs = 0) =>
  new Date(startsAt.getTime() - hours * 3_600_000 - extraMs);

describe("refundPercent", () => {
  it("refunds in full more than 48 hours before", () => {
    expect(refundPercent(startsAt, hoursBefore(48, 1))).toBe(100);
    expect(refundPercent(startsAt, hoursBefore(24 * 30))).toBe(100);
  });

  it("refunds half from 24 up to and including 48 hours before", () => {
    expect(refundPercent(startsAt, hoursBefore(48))).toBe(50);
    expect(refundPercent(startsAt, hoursBefore(36))).toBe(50);
    expect(refundPercent(startsAt, hoursBefore(24))).toBe(50);
  });

  it("refunds nothing under 24 hours before, or after the start", () => {
    expect(refundPercent(startsAt, hoursBefore(24, -1))).toBe(0);
    expect(refundPercent(startsAt, hoursBefore(1))).toBe(0);
    expect(refundPercent(startsAt, startsAt)).toBe(0);
    expect(refundPercent(startsAt, hoursBefore(-2))).toBe(0);
  });
});

describe("calculateRefund", () => {
  const paid = rupees(3964.8);

  it("returns the amount in paise", () => {
    expect(calculateRefund({ paid, startsAt, cancelledAt: hoursBefore(72) })).toEqual({
      percent: 100,
      amount: paid,
    });
    expect(calculateRefund({ paid, startsAt, cancelledAt: hoursBefore(30) })).toEqual({
      percent: 50,
      amount: rupees(1982.4),
    });
    expect(calculateRefund({ paid, startsAt, cancelledAt: hoursBefore(2) })).toEqual({
      percent: 0,
      amount: 0,
    });
  });

  it("rounds half a paisa up", () => {
    expect(calculateRefund({ paid: 101, startsAt, cancelledAt: hoursBefore(30) }).amount).toBe(51);
  });
});
