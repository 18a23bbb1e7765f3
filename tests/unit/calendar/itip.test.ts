/** @jest-environment node */
import ICAL from "ical.js";
import { bookingIcs } from "@/lib/bookings/calendar-event";
import { tourIcs } from "@/lib/calendar/tour-event";
import type { Booking } from "@/lib/bookings/types";
import { planBooking } from "@/lib/pricing";
import { site } from "@/lib/site";

/**
 * Every invitation the club sends, read by an independent iCalendar parser (ical.js, Mozilla's),
 * checked for what RFC 5546 asks of a REQUEST and a CANCEL: ORGANIZER, ATTENDEE, SEQUENCE and a
 * UID that stays the same across the event's changes.
 */
function read(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: String(event.getFirstPropertyValue("uid")),
    sequence: Number(event.getFirstPropertyValue("sequence")),
    organizer: String(event.getFirstPropertyValue("organizer")),
    attendee: String(event.getFirstPropertyValue("attendee")),
    attendeeName: event.getFirstProperty("attendee")?.getParameter("cn"),
    start: (event.getFirstPropertyValue("dtstart") as ICAL.Time).toJSDate().toISOString(),
  };
}

const host = new URL(site.url).hostname;
const NOW = new Date("2026-03-10T09:00:00+05:30");

function roomBooking(status: Booking["status"]): Booking {
  const plan = planBooking(
    {
      kind: "meeting-room",
      room: "4-seater",
      date: "2026-03-12",
      time: "10:00",
      hours: 2,
      techSupport: false,
    },
    NOW,
  );
  if (!plan.ok) throw new Error(plan.message);
  const b = plan.booking;
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
    contactName: "Asha Rao, CEO",
    contactEmail: "asha@example.in",
    receivePromotions: false,
    status,
    paymentStatus: "due-at-front-desk",
  };
}

const tour = {
  id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  name: "Ravi Kumar",
  email: "ravi@example.in",
  startsAt: "2026-03-12T05:30:00.000Z",
  sequence: 0,
};

describe("iTIP invitations (RFC 5545/5546), parsed by ical.js", () => {
  it("a booking's REQUEST names the club as organizer and the member as attendee", () => {
    const request = read(bookingIcs(roomBooking("confirmed"), NOW, "REQUEST")!);
    expect(request).toMatchObject({
      method: "REQUEST",
      uid: `4b0f6a8e-1c2d-4e5f-8a9b-0c1d2e3f4a5b@${host}`,
      sequence: 0,
      organizer: `mailto:${site.email}`,
      attendee: "mailto:asha@example.in",
      attendeeName: "Asha Rao, CEO",
    });
  });

  it("a booking's CANCEL keeps the UID and raises the SEQUENCE", () => {
    const request = read(bookingIcs(roomBooking("confirmed"), NOW, "REQUEST")!);
    const cancel = read(bookingIcs(roomBooking("cancelled"), NOW, "CANCEL")!);
    expect(cancel).toMatchObject({
      method: "CANCEL",
      uid: request.uid,
      organizer: `mailto:${site.email}`,
      attendee: "mailto:asha@example.in",
    });
    expect(cancel.sequence).toBeGreaterThan(request.sequence);
  });

  it("a tour's REQUEST, its move and its CANCEL share one UID on the club's domain", () => {
    const booked = read(tourIcs(tour, "REQUEST", NOW));
    const moved = read(
      tourIcs({ ...tour, startsAt: "2026-03-12T06:00:00.000Z", sequence: 1 }, "REQUEST", NOW),
    );
    const cancelled = read(tourIcs({ ...tour, sequence: 2 }, "CANCEL", NOW));
    expect(booked).toMatchObject({
      method: "REQUEST",
      sequence: 0,
      organizer: `mailto:${site.email}`,
      attendee: "mailto:ravi@example.in",
      start: "2026-03-12T05:30:00.000Z",
    });
    expect(booked.uid).toBe(`tour-${tour.id}@${host}`);
    expect(moved).toMatchObject({ method: "REQUEST", uid: booked.uid, sequence: 1 });
    expect(moved.start).toBe("2026-03-12T06:00:00.000Z");
    expect(cancelled).toMatchObject({ method: "CANCEL", uid: booked.uid, sequence: 2 });
  });
});
