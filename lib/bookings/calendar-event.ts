import { site } from "@/lib/site";
import { buildIcs, type CalendarEvent, type IcsMethod } from "@/lib/calendar/ics";
import { calendarUidDomain, clubOrganizer } from "@/lib/calendar/organizer";
import type { Booking } from "@/lib/bookings/types";
import {
  CLUB_CLOSES,
  CLUB_OPENS,
  bookingTitle,
  clubInstant,
  formatLineAmount,
  paymentNote,
  quoteLines,
} from "@/lib/pricing";

/**
 * The calendar event of a booking: the session, the pass's opening hours, or the move-in day;
 * null for an office request that has no move-in date yet.
 */
export function bookingEvent(booking: Booking, stamp: Date): CalendarEvent | null {
  const title = bookingTitle(booking.quote);
  const breakdown = quoteLines(booking.quote).map(
    (line) => `${line.label}: ${formatLineAmount(line)}`,
  );
  const base = {
    uid: `${booking.id}@${calendarUidDomain}`,
    stamp,
    summary: `${title}, ${site.name}`,
    description: [
      ...breakdown,
      booking.status === "requested"
        ? "Requested: our team will be in touch to confirm."
        : `${paymentNote(booking.paymentStatus)}.`,
      `Manage your bookings: ${site.url}/dashboard`,
    ].join("\n"),
    location: `${site.name}, ${site.address.short}`,
    url: `${site.url}/dashboard`,
    // Each move raises the row's sequence (0066); the cancellation raises it once more.
    sequence: (booking.sequence ?? 0) + (booking.status === "cancelled" ? 1 : 0),
    organizer: clubOrganizer,
    attendee: { email: booking.contactEmail, name: booking.contactName },
    status:
      booking.status === "cancelled"
        ? "CANCELLED"
        : booking.status === "requested"
          ? "TENTATIVE"
          : "CONFIRMED",
  } as const;
  if (booking.startsAt && booking.endsAt) {
    return { ...base, start: new Date(booking.startsAt), end: new Date(booking.endsAt) };
  }
  if (booking.kind === "day-pass" && booking.date) {
    const start = clubInstant(booking.date, CLUB_OPENS);
    const end = clubInstant(booking.date, CLUB_CLOSES);
    if (start && end) return { ...base, start, end };
  }
  return booking.date ? { ...base, date: booking.date } : null;
}

export function bookingIcs(
  booking: Booking,
  stamp: Date = new Date(),
  method: IcsMethod = "PUBLISH",
): string | null {
  const event = bookingEvent(booking, stamp);
  return event ? buildIcs(event, `-//${site.name}//Bookings//EN`, method) : null;
}

/** `lotus-club-4-seater-meeting-room-2026-11-27.ics` */
export function bookingIcsFilename(booking: Booking): string {
  const slug = `${site.name} ${bookingTitle(booking.quote)}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug}${booking.date ? `-${booking.date}` : ""}.ics`;
}
