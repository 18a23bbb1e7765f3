/** @jest-environment node */
import ICAL from "ical.js";
import { seriesDateCancelIcs, seriesIcs } from "@/lib/bookings/series/calendar";
import type { BookingSeries } from "@/lib/bookings/series/types";
import type { Booking } from "@/lib/bookings/types";
import { clubInstant, planBooking } from "@/lib/pricing";
import { site } from "@/lib/site";

const SERIES: BookingSeries = {
  id: "5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f",
  userId: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01",
  kind: "meeting-room",
  resource: "4-seater",
  request: { kind: "meeting-room", room: "4-seater", time: "10:00", hours: 2, techSupport: false },
  firstDate: "2026-12-07",
  startTime: "10:00",
  hours: 2,
  weeks: 4,
  skippedDates: ["2026-12-14"],
  totalPaise: 0,
  createdAt: "2026-11-30T04:00:00.000Z",
};

function date(day: string, status: Booking["status"] = "confirmed"): Booking {
  const plan = planBooking(
    {
      kind: "meeting-room",
      room: "4-seater",
      date: day,
      time: "10:00",
      hours: 2,
      techSupport: false,
    },
    new Date("2026-11-30T09:00:00+05:30"),
  );
  if (!plan.ok) throw new Error(plan.message);
  return {
    id: `b-${day}`,
    createdAt: SERIES.createdAt,
    userId: SERIES.userId,
    kind: "meeting-room",
    resource: "4-seater",
    date: day,
    startsAt: plan.booking.startsAt!.toISOString(),
    endsAt: plan.booking.endsAt!.toISOString(),
    hours: 2,
    quote: plan.booking.quote,
    totalPaise: plan.booking.total,
    contactName: "Asha Verma",
    contactEmail: "asha@example.in",
    receivePromotions: false,
    status,
    paymentStatus: "paid-online",
    seriesId: SERIES.id,
  };
}

const at = (day: string, time = "10:00") => clubInstant(day, time)!.toISOString();

function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("a series in a calendar, read back with ical.js", () => {
  const host = new URL(site.url).hostname;

  it("is one recurring event: weekly for its weeks, the skipped and cancelled dates excluded", () => {
    const dates = [date("2026-12-07"), date("2026-12-21", "cancelled"), date("2026-12-28")];
    const { calendar, vevent, event } = read(seriesIcs(SERIES, dates, new Date(), "REQUEST"));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getAllSubcomponents("vevent")).toHaveLength(1);
    expect(event.uid).toBe(`series-${SERIES.id}@${host}`);
    expect(event.isRecurring()).toBe(true);
    const rule = vevent.getFirstPropertyValue("rrule") as ICAL.Recur;
    expect(rule.freq).toBe("WEEKLY");
    expect(rule.count).toBe(4);
    const exdates = vevent
      .getAllProperties("exdate")
      .flatMap((p) => p.getValues() as ICAL.Time[])
      .map((t) => t.toJSDate().toISOString());
    expect(exdates).toEqual([at("2026-12-14"), at("2026-12-21")]);
    expect(event.sequence).toBe(1);
    expect(event.organizer).toBe(`mailto:${site.email}`);
    expect(String(vevent.getFirstPropertyValue("attendee"))).toBe("mailto:asha@example.in");

    // The occurrences a calendar shows: the rule's dates less the exclusions, at 10:00 club time.
    const shown: string[] = [];
    const expand = event.iterator();
    for (let next = expand.next(); next; next = expand.next()) {
      if (!exdates.includes(next.toJSDate().toISOString()))
        shown.push(next.toJSDate().toISOString());
    }
    expect(shown).toEqual([at("2026-12-07"), at("2026-12-28")]);
    expect(event.endDate.toJSDate().toISOString()).toBe(at("2026-12-07", "12:00"));
  });

  it("cancels one date as a CANCEL of its occurrence: the same UID with its RECURRENCE-ID", () => {
    const cancelled = date("2026-12-21", "cancelled");
    const dates = [date("2026-12-07"), cancelled, date("2026-12-28")];
    const { calendar, vevent, event } = read(seriesDateCancelIcs(SERIES, dates, cancelled));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.uid).toBe(`series-${SERIES.id}@${host}`);
    expect(event.recurrenceId.toJSDate().toISOString()).toBe(at("2026-12-21"));
    expect(vevent.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(vevent.getFirstPropertyValue("rrule")).toBeNull();
    expect(event.sequence).toBe(1);
  });
});
