/** @jest-environment node */
import {
  CLUB_UTC_OFFSET,
  addDaysToDate,
  addMonthsToDate,
  clubDatePlusDays,
  clubInstant,
  clubToday,
  clubTomorrow,
  clubWeekday,
  formatClubTime,
  isClubDate,
  isClubTime,
  isWeekday,
  weekdayOf,
} from "@/lib/pricing";
import { site } from "@/lib/site";

// Instants are written with explicit offsets, so these results hold in any process zone
// (tz.test.ts re-runs the zone-sensitive functions under other zones to prove it).
describe("clubToday", () => {
  it.each([
    ["2026-03-10T12:00:00+05:30", "2026-03-10"],
    ["2026-03-09T18:29:59Z", "2026-03-09"], // 23:59:59 IST
    ["2026-03-09T18:30:00Z", "2026-03-10"], // 00:00 IST
    ["2026-12-04T18:45:00Z", "2026-12-05"], // Friday in UTC, Saturday 00:15 in Noida
    ["2026-12-31T18:30:00Z", "2027-01-01"], // New Year at the club first
    ["2026-03-10T10:00:00-08:00", "2026-03-10"], // 23:30 IST
    ["2026-03-10T11:00:00-08:00", "2026-03-11"], // 00:30 IST
  ])("%s is %s at the club", (instant, date) => {
    expect(clubToday(new Date(instant))).toBe(date);
  });

  it("agrees with Intl in the club's zone at every half hour of two years", () => {
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone });
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 2 * 366 * 86_400_000; t += 1_800_000) {
      expect(clubToday(new Date(t))).toBe(intl.format(new Date(t)));
    }
  });

  it("makes no Intl formatter (a phone loads zone data for the first; issue 27)", () => {
    const made = jest.spyOn(Intl, "DateTimeFormat");
    try {
      // A fresh copy of the modules: a formatter cached by an earlier test would hide one.
      jest.isolateModules(() => {
        const fresh: typeof import("@/lib/pricing") = jest.requireActual("@/lib/pricing");
        fresh.clubToday(new Date());
        fresh.clubTomorrow(new Date());
        fresh.clubWeekday(new Date());
      });
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it("gives tomorrow and days ahead in club time", () => {
    const now = new Date("2026-12-04T18:45:00Z");
    expect(clubTomorrow(now)).toBe("2026-12-06");
    expect(clubDatePlusDays(now, 2)).toBe("2026-12-07");
    expect(clubDatePlusDays(now, 0)).toBe("2026-12-05");
    expect(clubDatePlusDays(now, 30)).toBe("2027-01-04");
  });
});

describe("clubWeekday and weekdayOf", () => {
  it("reads the weekday at the club, not in UTC", () => {
    const now = new Date("2026-12-04T18:45:00Z");
    expect(now.getUTCDay()).toBe(5);
    expect(clubWeekday(now)).toBe(6);
  });

  it.each([
    ["2026-03-09", 1, true],
    ["2026-03-13", 5, true],
    ["2026-03-14", 6, false],
    ["2026-03-15", 0, false],
    ["2028-02-29", 2, true],
  ])("%s is day %i, weekday %s", (date, day, weekday) => {
    expect(weekdayOf(date)).toBe(day);
    expect(isWeekday(date)).toBe(weekday);
  });

  it("refuses a malformed date", () => {
    expect(() => weekdayOf("2026-3-9")).toThrow(RangeError);
  });
});

describe("date arithmetic", () => {
  it("adds days across months, years and leap days", () => {
    expect(addDaysToDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDaysToDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDaysToDate("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDaysToDate("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("adds calendar months, falling back to the month's last day", () => {
    expect(addMonthsToDate("2026-03-11", 2)).toBe("2026-05-11");
    expect(addMonthsToDate("2026-12-31", 2)).toBe("2027-02-28");
    expect(addMonthsToDate("2027-12-31", 2)).toBe("2028-02-29");
    expect(addMonthsToDate("2026-11-15", 2)).toBe("2027-01-15");
    expect(addMonthsToDate("2026-01-31", 1)).toBe("2026-02-28");
  });

  it("refuses malformed dates", () => {
    expect(() => addDaysToDate("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addMonthsToDate("tomorrow", 1)).toThrow(RangeError);
  });
});

describe("clubInstant", () => {
  it("reads a club date and time as IST (UTC+05:30)", () => {
    expect(CLUB_UTC_OFFSET).toBe("+05:30");
    expect(clubInstant("2026-03-10", "10:00")?.toISOString()).toBe("2026-03-10T04:30:00.000Z");
    expect(clubInstant("2026-03-13", "19:00")?.toISOString()).toBe("2026-03-13T13:30:00.000Z");
    expect(clubInstant("2026-01-01", "00:00")?.toISOString()).toBe("2025-12-31T18:30:00.000Z");
  });

  it("is null for malformed input", () => {
    expect(clubInstant("2026-02-30", "10:00")).toBeNull();
    expect(clubInstant("2026-03-10", "9:00")).toBeNull();
    expect(clubInstant("2026-03-10", "24:00")).toBeNull();
    expect(clubInstant("", "10:00")).toBeNull();
  });
});

describe("format checks", () => {
  it("accepts only real yyyy-mm-dd dates", () => {
    expect(isClubDate("2026-03-10")).toBe(true);
    expect(isClubDate("2028-02-29")).toBe(true);
    expect(isClubDate("2026-02-29")).toBe(false);
    expect(isClubDate("2026-13-01")).toBe(false);
    expect(isClubDate("2026-3-10")).toBe(false);
    expect(isClubDate("2026-03-10T00:00")).toBe(false);
    expect(isClubDate("")).toBe(false);
  });

  it("accepts only HH:mm times", () => {
    expect(["00:00", "09:00", "19:00", "23:59"].every(isClubTime)).toBe(true);
    expect(["9:00", "24:00", "12:60", "09:00:00", ""].some(isClubTime)).toBe(false);
  });

  it("formats times for people", () => {
    expect(formatClubTime("09:00")).toBe("9:00 AM");
    expect(formatClubTime("12:00")).toBe("12:00 PM");
    expect(formatClubTime("19:00")).toBe("7:00 PM");
    expect(formatClubTime("20:00")).toBe("8:00 PM");
    expect(formatClubTime("00:30")).toBe("12:30 AM");
  });
});
