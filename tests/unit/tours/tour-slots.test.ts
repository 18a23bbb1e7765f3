/** @jest-environment node */
import {
  tourDays,
  tourDaySlots,
  tourSlotProblem,
  tourSlotsOn,
  TOUR_SLOT_TIMES,
} from "@/lib/tours/slots";

// Tuesday 24 November 2026, 09:00 club time.
const NOW = new Date("2026-11-24T09:00:00+05:30");
const at = (local: string) => new Date(`${local}+05:30`);

describe("tour slot rules (now injected)", () => {
  it("offers 30-minute starts from 10:00 to 18:30", () => {
    expect(TOUR_SLOT_TIMES[0]).toBe("10:00");
    expect(TOUR_SLOT_TIMES.at(-1)).toBe("18:30");
    expect(TOUR_SLOT_TIMES).toHaveLength(18);
  });

  it("accepts a weekday slot between 2 hours and 14 days ahead", () => {
    expect(tourSlotProblem(at("2026-11-24T11:00:00"), NOW)).toBeNull();
    expect(tourSlotProblem(at("2026-12-08T09:00:00"), NOW)).toBe("not-a-slot");
    expect(tourSlotProblem(at("2026-12-07T18:30:00"), NOW)).toBeNull();
  });

  it("refuses a weekend", () => {
    expect(tourSlotProblem(at("2026-11-28T11:00:00"), NOW)).toBe("weekend");
    expect(tourSlotProblem(at("2026-11-29T11:00:00"), NOW)).toBe("weekend");
  });

  it("refuses a slot less than 2 hours ahead", () => {
    expect(tourSlotProblem(at("2026-11-24T10:30:00"), NOW)).toBe("too-soon");
    expect(tourSlotProblem(at("2026-11-24T10:00:00"), NOW)).toBe("too-soon");
  });

  it("refuses a slot more than 14 days ahead", () => {
    expect(tourSlotProblem(at("2026-12-08T10:00:00"), NOW)).toBe("too-far");
  });

  it("refuses times that are not slot starts", () => {
    expect(tourSlotProblem(at("2026-11-25T09:30:00"), NOW)).toBe("not-a-slot");
    expect(tourSlotProblem(at("2026-11-25T19:00:00"), NOW)).toBe("not-a-slot");
    expect(tourSlotProblem(at("2026-11-25T10:15:00"), NOW)).toBe("not-a-slot");
  });

  it("lists today's remaining slots and skips weekends in the days offered", () => {
    expect(tourSlotsOn("2026-11-24", NOW).map((d) => d.toISOString())[0]).toBe(
      at("2026-11-24T11:00:00").toISOString(),
    );
    const days = tourDays(NOW);
    expect(days[0]).toBe("2026-11-24");
    expect(days).not.toContain("2026-11-28");
    expect(days.at(-1)).toBe("2026-12-07");
  });

  it("marks a full slot full and keeps it listed", () => {
    const full = new Set([at("2026-11-25T10:00:00").toISOString()]);
    const slots = tourDaySlots("2026-11-25", NOW, full);
    expect(slots[0]).toEqual({
      time: "10:00",
      startsAt: at("2026-11-25T10:00:00").toISOString(),
      full: true,
    });
    expect(slots[1]?.full).toBe(false);
  });
});
