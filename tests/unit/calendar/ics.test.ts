/** @jest-environment node */
import { bookingEvent, bookingIcs, bookingIcsFilename } from "@/lib/bookings/calendar-event";
import { buildIcs, escapeText, foldLine } from "@/lib/calendar/ics";
import type { Booking } from "@/lib/bookings/types";
import { planBooking, type BookingRequest } from "@/lib/pricing";

/** Unfolds and splits an iCalendar text into [name with parameters, value] pairs. */
function parse(ics: string): [string, string][] {
  return ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1)];
    });
}
const value = (ics: string, name: string) => parse(ics).find(([key]) => key === name)?.[1];

const NOW = new Date("2026-03-10T09:00:00+05:30");
function booking(request: BookingRequest, status: Booking["status"] = "confirmed"): Booking {
  const result = planBooking(request, NOW);
  if (!result.ok) throw new Error(result.message);
  const b = result.booking;
  return {
    id: "4b0f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    createdAt: "2026-03-10T03:30:00.000Z",
    userId: "u",
    kind: b.kind,
    resource: b.resource,
    date: b.date,
    startsAt: b.startsAt?.toISOString(),
    endsAt: b.endsAt?.toISOString(),
    quote: b.quote,
    totalPaise: b.total,
    contactEmail: "a@example.in",
    receivePromotions: false,
    status,
    paymentStatus: "due-at-front-desk",
  };
}

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });

  it("folds at 75 octets without splitting a character", () => {
    const ascii = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(ascii).split("\r\n");
    expect(folded.map((l) => Buffer.byteLength(l)).every((n) => n <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(" "))).toBe(true);
    expect(folded.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(ascii);
    const rupees = `SUMMARY:${"₹".repeat(40)}`;
    const pieces = foldLine(rupees).split("\r\n");
    expect(pieces.every((l) => Buffer.byteLength(l) <= 75 && !l.includes("\uFFFD"))).toBe(true);
    expect(pieces.map((l, i) => (i ? l.slice(1) : l)).join("")).toBe(rupees);
  });

  it("writes a timed event in the club's zone with a VTIMEZONE and CRLF endings", () => {
    const ics = buildIcs({
      uid: "x@example.in",
      stamp: new Date("2026-03-10T03:30:05Z"),
      start: new Date("2026-03-11T04:30:00Z"),
      end: new Date("2026-03-11T08:30:00Z"),
      summary: "Room, 4 seats; bring snacks",
    });
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(value(ics, "DTSTART;TZID=Asia/Kolkata")).toBe("20260311T100000");
    expect(value(ics, "DTEND;TZID=Asia/Kolkata")).toBe("20260311T140000");
    expect(value(ics, "DTSTAMP")).toBe("20260310T033005Z");
    expect(value(ics, "SUMMARY")).toBe("Room\\, 4 seats\\; bring snacks");
    expect(value(ics, "TZID")).toBe("Asia/Kolkata");
    expect(value(ics, "TZOFFSETTO")).toBe("+0530");
    expect(parse(ics)[0]).toEqual(["BEGIN", "VCALENDAR"]);
    expect(parse(ics).at(-1)).toEqual(["END", "VCALENDAR"]);
  });

  it("writes an all-day event with an exclusive end date and no zone", () => {
    const ics = buildIcs({ uid: "y", stamp: new Date(0), date: "2026-12-31", summary: "Move-in" });
    expect(value(ics, "DTSTART;VALUE=DATE")).toBe("20261231");
    expect(value(ics, "DTEND;VALUE=DATE")).toBe("20270101");
    expect(ics).not.toContain("VTIMEZONE");
  });
});

describe("a booking's calendar file", () => {
  it("carries the room session, its breakdown and the payment note", () => {
    const room = booking({
      kind: "meeting-room",
      room: "4-seater",
      date: "2026-03-11",
      time: "10:00",
      hours: 4,
      techSupport: true,
    });
    const ics = bookingIcs(room, new Date("2026-03-10T04:00:00Z"))!;
    expect(value(ics, "UID")).toBe("4b0f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b@localhost");
    expect(value(ics, "DTSTART;TZID=Asia/Kolkata")).toBe("20260311T100000");
    expect(value(ics, "SUMMARY")).toBe("4-Seater Meeting Room\\, Lotus Club");
    expect(value(ics, "STATUS")).toBe("CONFIRMED");
    const description = value(ics, "DESCRIPTION")!;
    expect(description).toContain("Total: ₹3\\,964.80");
    expect(description).toContain("Payment is due at the front desk.");
    expect(value(ics, "LOCATION")).toContain("Lotus Business Park\\, Sector 127\\, Noida");
    expect(bookingIcsFilename(room)).toBe("lotus-club-4-seater-meeting-room-2026-03-11.ics");
  });

  it("puts a day pass in opening hours and a desk request on its move-in day", () => {
    const pass = bookingEvent(booking({ kind: "day-pass", date: "2026-03-11" }), NOW);
    expect(pass).toMatchObject({
      start: new Date("2026-03-11T03:30:00Z"),
      end: new Date("2026-03-11T14:30:00Z"),
    });
    const desk = booking(
      { kind: "dedicated-desk", seats: 2, term: "monthly", moveInDate: "2026-03-12" },
      "requested",
    );
    const ics = bookingIcs(desk, NOW)!;
    expect(value(ics, "DTSTART;VALUE=DATE")).toBe("20260312");
    expect(value(ics, "STATUS")).toBe("TENTATIVE");
    const office = booking(
      { kind: "managed-office", seats: 2, term: "monthly", confirmSalesContact: true },
      "requested",
    );
    expect(bookingIcs(office, NOW)).toBeNull();
  });
});
