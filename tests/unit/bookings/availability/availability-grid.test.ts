import {
  GRID_HOURS,
  WEEKEND,
  availabilityDates,
  availabilityGrid,
  bookingHref,
  type AvailabilityDay,
} from "@/lib/bookings/availability/grid";
import { bookLabel } from "@/lib/bookings/availability/text";
import type { TimedResource } from "@/lib/pricing";

// Monday 30 Nov 2026, 10:20 in the club.
const NOW = new Date("2026-11-30T10:20:00+05:30");
const RESOURCES: TimedResource[] = ["4-seater", "8-seater", "studio"];

const grid = (overrides: Partial<Parameters<typeof availabilityGrid>[0]> = {}) =>
  availabilityGrid({ now: NOW, resources: RESOURCES, taken: [], closedDays: [], ...overrides });
const stateOf = (days: AvailabilityDay[], date: string, resource: TimedResource, time: string) =>
  days
    .find((day) => day.date === date)!
    .rows.find((row) => row.resource === resource)!
    .cells.find((cell) => cell.time === time)!.state;

describe("the members' availability grid", () => {
  it("covers today and the next 6 club days, by the club's clock, not the server's", () => {
    expect(availabilityDates(NOW)).toEqual([
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
      "2026-12-06",
    ]);
    // 23:30 UTC on the 29th is already the 30th in Noida.
    expect(availabilityDates(new Date("2026-11-29T23:30:00Z"))[0]).toBe("2026-11-30");
  });

  it("shows each hour from one before opening to closing, the outside ones closed", () => {
    expect(GRID_HOURS).toEqual([
      "08:00",
      "09:00",
      "10:00",
      "11:00",
      "12:00",
      "13:00",
      "14:00",
      "15:00",
      "16:00",
      "17:00",
      "18:00",
      "19:00",
      "20:00",
    ]);
    const days = grid();
    expect(stateOf(days, "2026-12-01", "4-seater", "08:00")).toBe("closed");
    expect(stateOf(days, "2026-12-01", "4-seater", "20:00")).toBe("closed");
    expect(stateOf(days, "2026-12-01", "4-seater", "09:00")).toBe("free");
    expect(stateOf(days, "2026-12-01", "4-seater", "19:00")).toBe("free");
  });

  it("marks the hours a booking overlaps as booked, for its room only", () => {
    const days = grid({
      taken: [
        {
          resource: "8-seater",
          startsAt: "2026-12-01T05:30:00.000Z", // 11:00 club time
          endsAt: "2026-12-01T07:30:00.000Z", // 13:00
        },
        // A half hour still takes its whole hour.
        {
          resource: "studio",
          startsAt: "2026-12-02T09:30:00.000Z", // 15:00
          endsAt: "2026-12-02T10:00:00.000Z",
        },
      ],
    });
    expect(
      ["10:00", "11:00", "12:00", "13:00"].map((t) => stateOf(days, "2026-12-01", "8-seater", t)),
    ).toEqual(["free", "booked", "booked", "free"]);
    expect(stateOf(days, "2026-12-01", "4-seater", "11:00")).toBe("free");
    expect(stateOf(days, "2026-12-02", "studio", "15:00")).toBe("booked");
    expect(stateOf(days, "2026-12-02", "studio", "16:00")).toBe("free");
  });

  it("makes today's past hours and the next hour unavailable (a booking needs an hour's notice)", () => {
    const days = grid({
      taken: [
        {
          resource: "4-seater",
          startsAt: "2026-11-30T03:30:00.000Z", // 09:00 today, over
          endsAt: "2026-11-30T04:30:00.000Z",
        },
      ],
    });
    expect(stateOf(days, "2026-11-30", "4-seater", "09:00")).toBe("unavailable");
    expect(stateOf(days, "2026-11-30", "4-seater", "11:00")).toBe("unavailable"); // 40 minutes away
    expect(stateOf(days, "2026-11-30", "4-seater", "12:00")).toBe("free");
  });

  it("closes weekends and the club's closed days, with the reason, every room and hour", () => {
    const days = grid({ closedDays: [{ date: "2026-12-03", reason: "Diwali" }] });
    expect(days.map((day) => day.closed)).toEqual([
      undefined,
      undefined,
      undefined,
      "Diwali",
      undefined,
      WEEKEND,
      WEEKEND,
    ]);
    const diwali = days.find((day) => day.date === "2026-12-03")!;
    expect(diwali.rows.flatMap((row) => row.cells.map((cell) => cell.state))).toEqual(
      Array(RESOURCES.length * GRID_HOURS.length).fill("closed"),
    );
  });

  it("starts a booking at a free hour: the room's or the studio's form with date and time", () => {
    expect(bookingHref("8-seater", "2026-12-01", "11:00")).toBe(
      "/meeting-rooms?room=8-seater&date=2026-12-01&time=11%3A00",
    );
    expect(bookingHref("studio", "2026-12-01", "15:00")).toBe(
      "/podcast-studio?date=2026-12-01&time=15%3A00",
    );
    expect(bookLabel("8-Seater Meeting Room", "2026-12-01", "11:00")).toBe(
      "Book the 8-Seater Meeting Room on Tue, 1 Dec 2026 at 11:00 AM",
    );
  });
});
