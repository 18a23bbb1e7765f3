/** @jest-environment node */
import { itAnswersTheSameIn } from "@/tests/unit/pricing/fingerprint-in-zone";
import { bookingFingerprint } from "./tz-fingerprint";

describe("booking rules do not depend on the process's zone", () => {
  const expected = JSON.parse(JSON.stringify(bookingFingerprint())) as ReturnType<
    typeof bookingFingerprint
  >;

  it("answers the boundaries as the club sees them", () => {
    const [beforeMidnight, midnight, nine, fridaySeven, closing, saturday] = expected;
    expect(beforeMidnight!.here).toEqual({ date: "2026-03-09", time: "23:59" });
    expect(midnight!.here).toEqual({ date: "2026-03-10", time: "00:00" });
    // 09:00 Tuesday: the 10:00 slot is exactly 1 h ahead (open), 09:00 is not.
    expect(nine!.rooms[1]).toEqual(["2026-03-10T04:30:00.000Z", "2026-03-11T04:30:00.000Z", true]);
    expect(nine!.rooms[0]![0]).toBe("Booking must be at least 1 hour from now.");
    // Friday 19:00: today's 19:00 is too soon, tomorrow is Saturday.
    expect(fridaySeven!.rooms[2]).toEqual([
      "Booking must be at least 1 hour from now.",
      "Bookings are only available on weekdays.",
      false,
    ]);
    expect(closing!.dayPass[0]).toEqual({
      ok: false,
      message: "The club has closed for today. Please choose another date.",
    });
    expect(saturday!.dayPass[0]).toEqual({
      ok: false,
      message: "Bookings are only available on weekdays.",
    });
    expect(saturday!.dayPass[2]).toBe("2026-03-16");
    expect(midnight!.moveIn).toEqual([false, true]);
  });

  itAnswersTheSameIn(
    [
      ["UTC", 0],
      ["Pacific/Kiritimati", -840],
      ["America/Los_Angeles", 480],
    ],
    "tests/unit/bookings/tz-fingerprint.ts",
    "bookingFingerprint",
    expected,
  );
});
