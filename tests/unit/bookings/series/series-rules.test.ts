/** @jest-environment node */
import {
  clampSeriesWeeks,
  clubWeekOf,
  dateRefund,
  heldHoursByWeek,
  previewSeries,
  SERIES_TEXT,
  seriesDateNote,
  seriesDates,
  seriesTotal,
  unavailableDates,
} from "@/lib/bookings/series/rules";
import { quoteCancellation } from "@/lib/pricing";

const NOW = new Date("2026-11-30T09:00:00+05:30");

describe("a series' dates", () => {
  it("repeats the first date's weekday each week, for 2 to 12 weeks", () => {
    expect(seriesDates("2026-12-07", 4)).toEqual([
      "2026-12-07",
      "2026-12-14",
      "2026-12-21",
      "2026-12-28",
    ]);
    expect(seriesDates("2026-12-07", 12).at(-1)).toBe("2027-02-22");
    expect(seriesDates("2026-12-07", 40)).toHaveLength(12);
    expect(clampSeriesWeeks(1)).toBe(2);
    expect(clampSeriesWeeks(Number.NaN)).toBe(2);
  });

  it("counts club weeks from Monday", () => {
    expect(clubWeekOf("2026-12-07")).toBe("2026-12-07");
    expect(clubWeekOf("2026-12-11")).toBe("2026-12-07");
    expect(clubWeekOf("2026-12-13")).toBe("2026-12-07");
    expect(clubWeekOf("2026-12-14")).toBe("2026-12-14");
  });
});

describe("the preview before paying", () => {
  const dates = seriesDates("2026-12-07", 4);

  it("prices every date, marks taken and closed ones, and leaves them out of the total once skipped", () => {
    const preview = previewSeries({
      dates,
      price: 70_800,
      hours: 1,
      taken: new Set(["2026-12-14"]),
      closed: new Map([["2026-12-28", "Year-end"]]),
      held: new Map(),
      hoursPerWeek: 10,
    });
    expect(preview.map((d) => [d.date, d.state, d.price])).toEqual([
      ["2026-12-07", "free", 70_800],
      ["2026-12-14", "taken", 70_800],
      ["2026-12-21", "free", 70_800],
      ["2026-12-28", "closed", 70_800],
    ]);
    expect(preview.map(seriesDateNote)).toEqual([
      "Available",
      "Taken",
      "Available",
      "Closed (Year-end)",
    ]);
    expect(unavailableDates(preview)).toEqual(["2026-12-14", "2026-12-28"]);
    expect(seriesTotal(preview, new Set(unavailableDates(preview)))).toBe(141_600);
    expect(seriesTotal(preview, new Set())).toBe(283_200);
    expect(SERIES_TEXT.skipFirst("2026-12-14")).toBe(
      "Mon, 14 Dec 2026 can't be booked: skip it to book the other dates.",
    );
  });

  it("counts the weekly hours limit for each week on its own", () => {
    const held = heldHoursByWeek(
      [
        // 8 hours already held in the week of 14 December (a Wednesday booking).
        { status: "confirmed", date: "2026-12-16", startsAt: "2026-12-16T03:30:00Z", hours: 8 },
        // Cancelled, lapsed or past hours count for nothing.
        { status: "cancelled", date: "2026-12-21", startsAt: "2026-12-21T03:30:00Z", hours: 8 },
        { status: "expired", date: "2026-12-21", startsAt: "2026-12-21T03:30:00Z", hours: 8 },
        { status: "confirmed", date: "2026-11-27", startsAt: "2026-11-27T03:30:00Z", hours: 8 },
      ],
      NOW,
    );
    expect([...held]).toEqual([["2026-12-14", 8]]);
    const preview = previewSeries({
      dates,
      price: 212_400,
      hours: 3,
      taken: new Set(),
      closed: new Map(),
      held,
      hoursPerWeek: 10,
    });
    // 4 weeks of 3 hours is 12 hours in all, but each week holds 3: only the week at 8 + 3 is over.
    expect(preview.map((d) => d.state)).toEqual(["free", "over-limit", "free", "free"]);
    expect(seriesDateNote(preview[1]!)).toBe("Over your weekly hours");
  });
});

describe("each date's own refund", () => {
  const date = (startsAt: string) => ({ startsAt, totalPaise: 70_800 });

  it("gives 100% more than 48 hours before, 50% from 24 hours, none later, like a single booking", () => {
    const cases: [string, number, number][] = [
      ["2026-12-02T10:00:00+05:30", 100, 70_800],
      ["2026-12-02T09:00:00+05:30", 50, 35_400],
      ["2026-12-01T09:00:00+05:30", 50, 35_400],
      ["2026-12-01T08:59:00+05:30", 0, 0],
    ];
    for (const [startsAt, percent, amount] of cases) {
      expect(dateRefund(date(startsAt), NOW)).toEqual({ percent, amount });
      const single = quoteCancellation(
        { kind: "meeting-room", status: "confirmed", startsAt, total: 70_800 },
        NOW,
      );
      expect(single).toMatchObject({ refund: { percent, amount } });
    }
  });
});
