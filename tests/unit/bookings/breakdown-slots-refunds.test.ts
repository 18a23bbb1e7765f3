/** @jest-environment node */
import {
  CANCELLATION_TEXT,
  addHoursToTime,
  bookingTitle,
  clubDateTimeOf,
  clubDayRange,
  describeWhen,
  formatDateLabel,
  formatLineAmount,
  isSlotOpen,
  isUpcoming,
  overlapsTaken,
  planBooking,
  quoteCancellation,
  quoteLines,
  takenSlotsOn,
  type BookingQuote,
  type BookingRequest,
} from "@/lib/pricing";
import { ISSUE_EXAMPLE } from "./issue-example";

const NOW = new Date("2026-03-10T09:00:00+05:30");
const quoteOf = (request: BookingRequest): BookingQuote => {
  const result = planBooking(request, NOW);
  if (!result.ok) throw new Error(result.message);
  return result.booking.quote;
};
const printed = (quote: BookingQuote) =>
  quoteLines(quote).map((line) => [line.key, line.label, formatLineAmount(line)]);

describe("club time helpers", () => {
  it("reads an instant's club date and time", () => {
    expect(clubDateTimeOf(new Date("2026-03-09T18:29:59Z"))).toEqual({
      date: "2026-03-09",
      time: "23:59",
    });
    expect(clubDateTimeOf(new Date("2026-03-09T18:30:00Z"))).toEqual({
      date: "2026-03-10",
      time: "00:00",
    });
  });

  it("gives a club day's bounds and adds hours to a time", () => {
    expect(clubDayRange("2026-03-10")).toEqual({
      from: new Date("2026-03-09T18:30:00Z"),
      to: new Date("2026-03-10T18:30:00Z"),
    });
    expect(clubDayRange("2026-02-30")).toBeNull();
    expect(addHoursToTime("17:00", 3)).toBe("20:00");
  });

  it("writes dates for people the same way everywhere", () => {
    expect(formatDateLabel("2026-11-27")).toBe("Fri, 27 Nov 2026");
    expect(formatDateLabel("2027-01-04")).toBe("Mon, 4 Jan 2027");
  });
});

describe("quote lines", () => {
  it("itemises a meeting room: base, discount, add-ons, GST, total", () => {
    const quote = quoteOf(ISSUE_EXAMPLE);
    expect(printed(quote)).toEqual([
      ["base", "Base (4 hours × ₹600)", "₹2,400"],
      ["discount", "Discount (10%)", "−₹240"],
      ["addOns", "Add-ons: tech support (4 hours × ₹300)", "₹1,200"],
      ["gst", "GST (18%)", "₹604.80"],
      ["total", "Total", "₹3,964.80"],
    ]);
    expect(
      quoteLines(quote)
        .filter((l) => l.total)
        .map((l) => l.key),
    ).toEqual(["total"]);
    const plain = quoteOf({
      kind: "meeting-room",
      room: "8-seater",
      date: "2026-03-11",
      time: "10:00",
      hours: 1,
      techSupport: false,
    });
    expect(printed(plain)).toEqual([
      ["base", "Base (1 hour × ₹800)", "₹800"],
      ["discount", "Discount (0%)", "₹0"],
      ["addOns", "Add-ons", "₹0"],
      ["gst", "GST (18%)", "₹144"],
      ["total", "Total", "₹944"],
    ]);
    expect(bookingTitle(plain)).toBe("8-Seater Meeting Room");
  });

  it("itemises the studio, a day pass, a desk and an office", () => {
    const studio = quoteOf({
      kind: "podcast-studio",
      plan: "basic",
      date: "2026-03-11",
      time: "10:00",
      hours: 1,
      postProductionHours: 2,
    });
    expect(printed(studio)).toEqual([
      ["studio", "Studio, Basic (1 hour × ₹2,500)", "₹2,500"],
      ["postProduction", "Post-production (2 hours × ₹10,000)", "₹20,000"],
      ["gst", "GST (18%)", "₹4,050"],
      ["total", "Total", "₹26,550"],
    ]);
    expect(bookingTitle(studio)).toBe("Podcast Studio (Basic)");
    expect(printed(quoteOf({ kind: "day-pass", date: "2026-03-11" }))).toEqual([
      ["price", "Day Pass (1 day)", "₹600"],
      ["gst", "GST (18%)", "₹108"],
      ["total", "Total", "₹708"],
    ]);
    const desk = quoteOf({
      kind: "dedicated-desk",
      seats: 1,
      term: "annual",
      moveInDate: "2026-03-12",
    });
    expect(printed(desk)).toEqual([
      ["monthlyRent", "Monthly rent (1 seat × ₹6,000)", "₹6,000"],
      ["gst", "GST (18%) on the rent", "₹1,080"],
      ["deposit", "Security deposit (4 × monthly rent)", "₹24,000"],
      ["dueAtMoveIn", "Due at move-in (rent + GST + deposit)", "₹31,080"],
      ["termSaving", "Term saving (Annual: 1 month free)", "₹6,000"],
    ]);
    expect(bookingTitle(desk)).toBe("Dedicated Desk, 1 seat");
    const office = quoteOf({
      kind: "managed-office",
      seats: 4,
      term: "monthly",
      confirmSalesContact: true,
    });
    expect(printed(office)).toEqual([
      ["monthlyRent", "Monthly rent (4 seats × ₹9,000)", "₹36,000"],
      ["gst", "GST (18%) on the rent", "₹6,480"],
      ["monthlyTotal", "Monthly total (rent + GST)", "₹42,480"],
      ["deposit", "Security deposit (4 × monthly rent)", "₹1,44,000"],
      ["termSaving", "Term saving (Monthly)", "₹0"],
    ]);
    expect(bookingTitle(office)).toBe("Managed Office, 4 seats");
  });

  it("says when, in club time", () => {
    expect(
      describeWhen({
        kind: "meeting-room",
        startsAt: "2026-03-11T04:30:00Z",
        endsAt: "2026-03-11T08:30:00Z",
      }),
    ).toBe("Wed, 11 Mar 2026, 10:00 AM – 2:00 PM");
    expect(describeWhen({ kind: "day-pass", date: "2026-03-11" })).toBe(
      "Wed, 11 Mar 2026, 9:00 AM – 8:00 PM",
    );
    expect(describeWhen({ kind: "dedicated-desk", date: "2026-03-12" })).toBe(
      "Move-in Thu, 12 Mar 2026",
    );
    expect(describeWhen({ kind: "managed-office" })).toBe("Move-in date to be agreed");
  });
});

describe("slots", () => {
  const taken = [
    { startsAt: "2026-03-11T04:30:00.000Z", endsAt: "2026-03-11T06:30:00.000Z" }, // 10:00-12:00
    { startsAt: "2026-03-11T13:30:00.000Z", endsAt: "2026-03-11T14:30:00.000Z" }, // 19:00-20:00
  ];

  it("marks every hour an interval covers, and no neighbour", () => {
    expect(takenSlotsOn("2026-03-11", taken)).toEqual(["10:00", "11:00", "19:00"]);
    expect(takenSlotsOn("2026-03-12", taken)).toEqual([]);
  });

  it("opens a slot from exactly 1 hour ahead", () => {
    expect(isSlotOpen("2026-03-10", "10:00", NOW)).toBe(true);
    expect(isSlotOpen("2026-03-10", "10:00", new Date(NOW.getTime() + 1))).toBe(false);
    expect(isSlotOpen("2026-03-10", "09:00", NOW)).toBe(false);
  });

  it("sees a run of hours that reaches a taken one", () => {
    expect(overlapsTaken("09:00", 1, ["10:00"])).toBe(false);
    expect(overlapsTaken("09:00", 2, ["10:00"])).toBe(true);
    expect(overlapsTaken("12:00", 3, ["10:00", "11:00"])).toBe(false);
  });
});

describe("cancellation", () => {
  const startsAt = "2026-03-13T04:30:00.000Z";
  const room = { kind: "meeting-room", status: "confirmed", startsAt, total: 396_480 } as const;
  const before = (hours: number, ms = 0) => new Date(Date.parse(startsAt) - hours * 3_600_000 - ms);

  it.each([
    [72, 0, 100, 396_480],
    [48, 1, 100, 396_480],
    [48, 0, 50, 198_240],
    [24, 0, 50, 198_240],
    [24, -1, 0, 0],
    [1, 0, 0, 0],
  ])("gives %d h (+%d ms) before the start a %d%% refund", (hours, ms, percent, amount) => {
    expect(quoteCancellation(room, before(hours, ms))).toEqual({
      cancellable: true,
      refund: { percent, amount },
      policy: CANCELLATION_TEXT.roomPolicy,
    });
  });

  it("refuses a booking that has started or is cancelled", () => {
    expect(quoteCancellation(room, new Date(startsAt))).toEqual({
      cancellable: false,
      reason: CANCELLATION_TEXT.started,
    });
    expect(quoteCancellation({ ...room, status: "cancelled" }, before(72))).toEqual({
      cancellable: false,
      reason: CANCELLATION_TEXT.alreadyCancelled,
    });
  });

  it("keeps day passes non-refundable and requests free to withdraw until their date", () => {
    const pass = {
      kind: "day-pass",
      status: "confirmed",
      date: "2026-03-11",
      total: 70_800,
    } as const;
    expect(quoteCancellation(pass, NOW)).toEqual({
      cancellable: true,
      refund: { percent: 0, amount: 0 },
      policy: CANCELLATION_TEXT.dayPassPolicy,
    });
    expect(quoteCancellation(pass, new Date("2026-03-11T00:00:00+05:30")).cancellable).toBe(false);
    const desk = {
      kind: "dedicated-desk",
      status: "requested",
      date: "2026-03-12",
      total: 3_000_000,
    } as const;
    expect(quoteCancellation(desk, NOW)).toEqual({
      cancellable: true,
      refund: null,
      policy: CANCELLATION_TEXT.requestPolicy,
    });
    expect(isUpcoming({}, NOW)).toBe(true);
    expect(CANCELLATION_TEXT.roomPolicy).toBe(
      "Full refund more than 48 hours before the start, 50% between 24 and 48 hours, none under 24 hours.",
    );
  });
});
