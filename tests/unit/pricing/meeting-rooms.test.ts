/** @jest-environment node */
import {
  GST_PERCENT,
  clampMeetingHours,
  defaultMeetingDate,
  formatInr,
  meetingDiscountPercent,
  meetingRoomPackagePrice,
  quoteMeetingRoom,
  rupees,
  type MeetingRoomId,
} from "@/lib/pricing";

describe("quoteMeetingRoom", () => {
  it("prices the issue's example: 4-seater, 4 h, tech support", () => {
    const quote = quoteMeetingRoom({ room: "4-seater", hours: 4, techSupport: true });
    expect(quote).toEqual({
      room: "4-seater",
      hours: 4,
      hourlyRate: rupees(600),
      base: rupees(2400),
      discountPercent: 10,
      discount: rupees(240),
      addOns: rupees(1200),
      subtotal: rupees(3360),
      gst: rupees(604.8),
      total: rupees(3964.8),
    });
    expect(formatInr(quote.total)).toBe("₹3,964.80");
    expect(formatInr(quote.gst)).toBe("₹604.80");
  });

  it("gives the pricing page's half-day and full-day figures", () => {
    expect(meetingRoomPackagePrice("4-seater", 4)).toBe(rupees(2160));
    expect(meetingRoomPackagePrice("4-seater", 8)).toBe(rupees(3840));
    expect(meetingRoomPackagePrice("8-seater", 4)).toBe(rupees(2880));
    expect(meetingRoomPackagePrice("8-seater", 8)).toBe(rupees(5120));
  });

  it.each<[MeetingRoomId, number, number, number]>([
    // room, hours, discount %, total in rupees (no add-ons)
    ["4-seater", 1, 0, 708],
    ["4-seater", 2, 0, 1416],
    ["4-seater", 3, 0, 2124],
    ["4-seater", 4, 10, 2548.8],
    ["4-seater", 5, 10, 3186],
    ["4-seater", 6, 10, 3823.2],
    ["4-seater", 7, 10, 4460.4],
    ["4-seater", 8, 20, 4531.2],
    ["8-seater", 1, 0, 944],
    ["8-seater", 3, 0, 2832],
    ["8-seater", 4, 10, 3398.4],
    ["8-seater", 7, 10, 5947.2],
    ["8-seater", 8, 20, 6041.6],
  ])("%s for %i h: %i%% off, total ₹%d", (room, hours, percent, total) => {
    const quote = quoteMeetingRoom({ room, hours, techSupport: false });
    expect(quote.discountPercent).toBe(percent);
    expect(quote.addOns).toBe(0);
    expect(quote.total).toBe(rupees(total));
  });

  it("charges tech support per hour, after the discount and before GST", () => {
    const quote = quoteMeetingRoom({ room: "8-seater", hours: 8, techSupport: true });
    expect(quote.base).toBe(rupees(6400));
    expect(quote.discount).toBe(rupees(1280));
    expect(quote.addOns).toBe(rupees(2400));
    expect(quote.subtotal).toBe(rupees(7520));
    expect(quote.gst).toBe(rupees(1353.6));
    expect(quote.total).toBe(rupees(8873.6));
  });

  it("does not discount the tech support add-on", () => {
    const without = quoteMeetingRoom({ room: "4-seater", hours: 8, techSupport: false });
    const withTech = quoteMeetingRoom({ room: "4-seater", hours: 8, techSupport: true });
    expect(withTech.discount).toBe(without.discount);
    expect(withTech.subtotal - without.subtotal).toBe(rupees(2400));
  });

  it("keeps every quote in whole paise and internally consistent", () => {
    for (const room of ["4-seater", "8-seater"] as const) {
      for (let hours = 1; hours <= 8; hours++) {
        for (const techSupport of [false, true]) {
          const q = quoteMeetingRoom({ room, hours, techSupport });
          for (const value of [q.base, q.discount, q.addOns, q.subtotal, q.gst, q.total]) {
            expect(Number.isSafeInteger(value)).toBe(true);
          }
          expect(q.subtotal).toBe(q.base - q.discount + q.addOns);
          expect(q.gst).toBe(Math.round((q.subtotal * GST_PERCENT) / 100));
          expect(q.total).toBe(q.subtotal + q.gst);
        }
      }
    }
  });

  it("prices the clamped hours", () => {
    expect(quoteMeetingRoom({ room: "4-seater", hours: 0, techSupport: true }).hours).toBe(1);
    expect(quoteMeetingRoom({ room: "4-seater", hours: 9, techSupport: false }).base).toBe(
      rupees(4800),
    );
    expect(quoteMeetingRoom({ room: "8-seater", hours: 3.6, techSupport: false }).hours).toBe(4);
    expect(quoteMeetingRoom({ room: "8-seater", hours: 3.6, techSupport: false }).discount).toBe(
      rupees(320),
    );
  });
});

describe("clampMeetingHours", () => {
  it.each([
    [0, 1],
    [-3, 1],
    [1, 1],
    [8, 8],
    [9, 8],
    [100, 8],
    [0.4, 1],
    [2.4, 2],
    [2.5, 3],
    [7.6, 8],
    [8.4, 8],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 8],
    [Number.NEGATIVE_INFINITY, 1],
  ])("%d → %d", (input, expected) => {
    expect(clampMeetingHours(input)).toBe(expected);
  });
});

describe("meetingDiscountPercent", () => {
  it("starts 10% at 4 hours and 20% at 8", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(meetingDiscountPercent)).toEqual([
      0, 0, 0, 10, 10, 10, 10, 20,
    ]);
  });
});

describe("defaultMeetingDate", () => {
  it("is tomorrow in club time", () => {
    expect(defaultMeetingDate(new Date("2026-03-10T12:00:00+05:30"))).toBe("2026-03-11");
    // 23:59 IST on 31 March is still 31 March at the club.
    expect(defaultMeetingDate(new Date("2026-03-31T23:59:00+05:30"))).toBe("2026-04-01");
    // 18:45 UTC on 4 December is already 00:15 on Saturday 5 December in Noida.
    expect(defaultMeetingDate(new Date("2026-12-04T18:45:00Z"))).toBe("2026-12-06");
  });
});
