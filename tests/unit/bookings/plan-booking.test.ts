/** @jest-environment node */
import {
  BOOKING_MESSAGES,
  DAY_PASS_MESSAGES,
  DESK_MESSAGES,
  OFFICE_MESSAGES,
  bookingTotal,
  defaultDayPassDate,
  planBooking,
  quoteDayPass,
  validateDayPassDate,
  type BookingRequest,
  type PlannedBooking,
} from "@/lib/pricing";
import { ISSUE_EXAMPLE, ISSUE_EXAMPLE_PRICE } from "./issue-example";

// Tuesday 10 March 2026, 09:00 at the club.
const NOW = new Date("2026-03-10T09:00:00+05:30");

const room = (
  overrides: Partial<Extract<BookingRequest, { kind: "meeting-room" }>> = {},
): BookingRequest => ({ ...ISSUE_EXAMPLE, ...overrides });

function planned(request: BookingRequest, now = NOW): PlannedBooking {
  const result = planBooking(request, now);
  if (!result.ok) throw new Error(result.message);
  return result.booking;
}

describe("planBooking: meeting rooms", () => {
  it("prices the issue's example and places it in club time", () => {
    const booking = planned(room());
    expect(booking).toMatchObject({
      kind: "meeting-room",
      resource: "4-seater",
      date: "2026-03-11",
      hours: 4,
      status: "confirmed",
    });
    expect(booking.quote).toMatchObject({ ...ISSUE_EXAMPLE_PRICE, techSupport: true });
    expect(booking.total).toBe(396_480);
    expect(booking.startsAt?.toISOString()).toBe("2026-03-11T04:30:00.000Z");
    expect(booking.endsAt?.toISOString()).toBe("2026-03-11T08:30:00.000Z");
  });

  it("clamps hours before checking and pricing them", () => {
    expect(planned(room({ hours: 12, time: "09:00", techSupport: false })).hours).toBe(8);
    expect(planned(room({ hours: 0 })).hours).toBe(1);
  });

  it.each([
    [{ date: "", time: "10:00" }, BOOKING_MESSAGES.dateTimeRequired, "date"],
    [{ time: "" }, BOOKING_MESSAGES.dateTimeRequired, "time"],
    [{ date: "2026-03-10", time: "09:00" }, BOOKING_MESSAGES.minLeadTime, "time"],
    [{ date: "2026-03-14" }, BOOKING_MESSAGES.weekdaysOnly, "date"],
    [{ date: "2026-05-11" }, BOOKING_MESSAGES.tooFarAhead, "date"],
    [{ time: "10:30" }, BOOKING_MESSAGES.invalidSlot, "time"],
    [{ time: "19:00", hours: 2 }, BOOKING_MESSAGES.pastClosing, "hours"],
  ])("refuses %j with the message under its field", (overrides, message, field) => {
    expect(planBooking(room(overrides), NOW)).toEqual({ ok: false, message, field });
  });

  it("takes a booking exactly 1 hour ahead and refuses one a millisecond less", () => {
    const request = room({ date: "2026-03-10", time: "10:00", hours: 1 });
    expect(planBooking(request, NOW).ok).toBe(true);
    expect(planBooking(request, new Date(NOW.getTime() + 1))).toMatchObject({
      message: BOOKING_MESSAGES.minLeadTime,
    });
  });

  it("takes Friday's last slot, 19:00 to 20:00, and no later end", () => {
    expect(
      planned(room({ date: "2026-03-13", time: "19:00", hours: 1 })).endsAt?.toISOString(),
    ).toBe("2026-03-13T14:30:00.000Z");
    expect(planBooking(room({ date: "2026-03-13", time: "19:00", hours: 2 }), NOW).ok).toBe(false);
  });
});

describe("planBooking: the podcast studio", () => {
  it("books the one studio, whichever plan", () => {
    const request: BookingRequest = {
      kind: "podcast-studio",
      plan: "pro",
      date: "2026-03-11",
      time: "14:00",
      hours: 2,
      postProductionHours: 1,
    };
    const booking = planned(request);
    expect(booking).toMatchObject({ resource: "studio", hours: 2, total: 1_888_000 });
    expect(booking.quote).toMatchObject({
      studio: 600_000,
      postProduction: 1_000_000,
      gst: 288_000,
    });
    expect(planned({ ...request, plan: "basic" }).resource).toBe("studio");
  });

  it("applies the room rules to studio sessions", () => {
    const request: BookingRequest = {
      kind: "podcast-studio",
      plan: "basic",
      date: "2026-03-15",
      time: "14:00",
      hours: 1,
      postProductionHours: 0,
    };
    expect(planBooking(request, NOW)).toMatchObject({
      message: BOOKING_MESSAGES.weekdaysOnly,
      field: "date",
    });
    expect(planBooking({ ...request, date: "2026-03-11", time: "" }, NOW)).toMatchObject({
      message: BOOKING_MESSAGES.dateTimeRequired,
    });
  });
});

describe("planBooking: desks and offices are requests", () => {
  it("prices a desk's rent, deposit and move-in payment", () => {
    const booking = planned({
      kind: "dedicated-desk",
      seats: 2,
      term: "annual",
      moveInDate: "2026-03-12",
    });
    expect(booking).toMatchObject({
      status: "requested",
      resource: "dedicated-desk",
      date: "2026-03-12",
      seats: 2,
      term: "annual",
    });
    expect(booking.quote).toMatchObject({
      monthlyRent: 1_200_000,
      gst: 216_000,
      deposit: 4_800_000,
      dueAtMoveIn: 6_216_000,
      termSaving: 1_200_000,
    });
    expect(booking.total).toBe(6_216_000);
    expect(booking.startsAt).toBeUndefined();
  });

  it("checks move-in: today refused, tomorrow taken, under any zone's midnight", () => {
    const desk = (moveInDate: string): BookingRequest => ({
      kind: "dedicated-desk",
      seats: 1,
      term: "monthly",
      moveInDate,
    });
    expect(planBooking(desk(""), NOW)).toEqual({
      ok: false,
      message: DESK_MESSAGES.moveInRequired,
      field: "moveInDate",
    });
    expect(planBooking(desk("2026-03-10"), NOW)).toEqual({
      ok: false,
      message: DESK_MESSAGES.moveInFuture,
      field: "moveInDate",
    });
    expect(planBooking(desk("2026-03-11"), NOW).ok).toBe(true);
    // 23:59 in Kolkata on the 10th is still "today" there, though UTC has long been the 10th too.
    expect(planBooking(desk("2026-03-11"), new Date("2026-03-10T23:59:00+05:30")).ok).toBe(true);
    expect(planBooking(desk("2026-03-11"), new Date("2026-03-11T00:00:00+05:30")).ok).toBe(false);
    expect(
      planBooking(
        { kind: "dedicated-desk", seats: 0, term: "monthly", moveInDate: "2026-03-11" },
        NOW,
      ),
    ).toMatchObject({
      message: DESK_MESSAGES.seatsMinimum,
      field: "seats",
    });
  });

  it("asks an office for the sales-contact box and an offered size", () => {
    const office = { kind: "managed-office", seats: 15, term: "quarterly" } as const;
    expect(planBooking({ ...office, confirmSalesContact: false }, NOW)).toEqual({
      ok: false,
      message: OFFICE_MESSAGES.confirmSalesContact,
      field: "confirmSalesContact",
    });
    expect(planBooking({ ...office, seats: 3, confirmSalesContact: true }, NOW)).toMatchObject({
      field: "seats",
    });
    const booking = planned({ ...office, confirmSalesContact: true });
    expect(booking).toMatchObject({ status: "requested", seats: 15, total: 15_930_000 });
    expect(booking.date).toBeUndefined();
    expect(
      planBooking({ ...office, moveInDate: "2026-03-10", confirmSalesContact: true }, NOW),
    ).toMatchObject({
      message: DESK_MESSAGES.moveInFuture,
    });
  });
});

describe("day passes", () => {
  it("costs the plan card's ₹600 plus 18% GST", () => {
    expect(quoteDayPass()).toEqual({ price: 60_000, gst: 10_800, total: 70_800 });
    const booking = planned({ kind: "day-pass", date: "2026-03-10" });
    expect(booking).toMatchObject({ resource: "day-pass", status: "confirmed", total: 70_800 });
    expect(bookingTotal(booking.quote)).toBe(70_800);
  });

  it.each([
    ["", DAY_PASS_MESSAGES.dateRequired],
    ["2026-02-30", DAY_PASS_MESSAGES.dateRequired],
    ["2026-03-09", DAY_PASS_MESSAGES.datePast],
    ["2026-03-14", DAY_PASS_MESSAGES.weekdaysOnly],
    ["2026-03-15", DAY_PASS_MESSAGES.weekdaysOnly],
    ["2026-05-11", DAY_PASS_MESSAGES.tooFarAhead],
  ])("refuses %p: %s", (date, message) => {
    expect(validateDayPassDate(date, NOW)).toEqual({ ok: false, message });
  });

  it("takes today until closing, then only later days", () => {
    expect(validateDayPassDate("2026-03-10", new Date("2026-03-10T19:59:59+05:30")).ok).toBe(true);
    expect(validateDayPassDate("2026-03-10", new Date("2026-03-10T20:00:00+05:30"))).toEqual({
      ok: false,
      message: DAY_PASS_MESSAGES.closedToday,
    });
    expect(validateDayPassDate("2026-05-08", NOW).ok).toBe(true);
  });

  it("defaults to the next weekday from tomorrow", () => {
    expect(defaultDayPassDate(NOW)).toBe("2026-03-11");
    expect(defaultDayPassDate(new Date("2026-03-13T12:00:00+05:30"))).toBe("2026-03-16");
    expect(defaultDayPassDate(new Date("2026-03-13T23:30:00+05:30"))).toBe("2026-03-16");
  });
});
