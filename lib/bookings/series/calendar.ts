import { escapeText, foldLine, type CalendarPerson } from "@/lib/calendar/ics";
import { calendarUidDomain, clubOrganizer } from "@/lib/calendar/organizer";
import type { Booking } from "@/lib/bookings/types";
import {
  CLUB_TIME_ZONE,
  CLUB_UTC_OFFSET,
  addHoursToTime,
  bookingTitle,
  clubDateTimeOf,
} from "@/lib/pricing";
import { site } from "@/lib/site";
import { seriesDates } from "./rules";
import type { BookingSeries } from "./types";

/**
 * A series as ONE recurring calendar event (RFC 5545): DTSTART at the first date, RRULE weekly for
 * the series' weeks, an EXDATE for each date skipped or cancelled. Cancelling one date is an iTIP
 * CANCEL (RFC 5546 3.2.5) of that occurrence alone: the same UID and its RECURRENCE-ID. Written
 * with lib/calendar's escaping and folding; booking-event.ts stays the single bookings' event.
 */

const CRLF = "\r\n";
const compact = (date: string) => date.replaceAll("-", "");
/** `20261207T100000`: a club date and time as the club's wall clock (TZID=Asia/Kolkata). */
const local = (date: string, time: string) => `${compact(date)}T${time.replace(":", "")}00`;
const offset = CLUB_UTC_OFFSET.replace(":", "");
const stampOf = (instant: Date) => `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

// India keeps one offset all year, so one STANDARD component describes the zone completely.
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CLUB_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  `TZOFFSETFROM:${offset}`,
  `TZOFFSETTO:${offset}`,
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const person = (property: string, who: CalendarPerson, extra = "") => {
  const name = who.name?.replace(/["\r\n]/g, "").trim();
  return `${property}${name ? `;CN="${name}"` : ""}${extra}:mailto:${who.email}`;
};

export const seriesUid = (series: Pick<BookingSeries, "id">) =>
  `series-${series.id}@${calendarUidDomain}`;

/** The club date of a booked date, at the series' time. */
const dateOf = (booking: Booking) =>
  booking.date ?? (booking.startsAt ? clubDateTimeOf(new Date(booking.startsAt)).date : "");

/** Dates of the rule that are not occurrences: skipped before paying, or cancelled since. */
export function excludedDates(series: BookingSeries, dates: readonly Booking[]): string[] {
  const live = new Set(
    dates.filter((d) => d.status !== "cancelled" && d.status !== "expired").map(dateOf),
  );
  return seriesDates(series.firstDate, series.weeks).filter((date) => !live.has(date));
}

function calendar(method: "PUBLISH" | "REQUEST" | "CANCEL", event: string[]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${site.name}//Bookings//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE,
    "BEGIN:VEVENT",
    ...event,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}

function common(series: BookingSeries, dates: readonly Booking[], stamp: Date, method: string) {
  const first = dates[0];
  const title = first ? bookingTitle(first.quote) : "Booking";
  const attendee = first
    ? [
        person(
          "ATTENDEE",
          { email: first.contactEmail, name: first.contactName },
          `;ROLE=REQ-PARTICIPANT${method === "CANCEL" ? "" : ";PARTSTAT=NEEDS-ACTION"};RSVP=FALSE`,
        ),
      ]
    : [];
  return {
    head: [`UID:${seriesUid(series)}`, `DTSTAMP:${stampOf(stamp)}`],
    people: [person("ORGANIZER", clubOrganizer), ...attendee],
    text: [
      `SUMMARY:${escapeText(`${title}, ${site.name}`)}`,
      `LOCATION:${escapeText(`${site.name}, ${site.address.short}`)}`,
      `URL:${site.url}/dashboard`,
    ],
  };
}

/**
 * The series' recurring event (PUBLISH for a download, REQUEST for the e-mailed invitation).
 * Each cancellation raises SEQUENCE, so the invitation sent after it replaces the first one.
 */
export function seriesIcs(
  series: BookingSeries,
  dates: readonly Booking[],
  stamp: Date = new Date(),
  method: "PUBLISH" | "REQUEST" = "PUBLISH",
): string {
  const end = addHoursToTime(series.startTime, series.hours);
  const excluded = excludedDates(series, dates);
  const cancelled = dates.filter((d) => d.status === "cancelled").length;
  const { head, people, text } = common(series, dates, stamp, method);
  return calendar(method, [
    ...head,
    `DTSTART;TZID=${CLUB_TIME_ZONE}:${local(series.firstDate, series.startTime)}`,
    `DTEND;TZID=${CLUB_TIME_ZONE}:${local(series.firstDate, end)}`,
    `RRULE:FREQ=WEEKLY;COUNT=${series.weeks}`,
    ...(excluded.length
      ? [
          `EXDATE;TZID=${CLUB_TIME_ZONE}:${excluded.map((d) => local(d, series.startTime)).join(",")}`,
        ]
      : []),
    `SEQUENCE:${cancelled}`,
    ...people,
    ...text,
    `DESCRIPTION:${escapeText(`Every week for ${series.weeks} weeks. Manage your bookings: ${site.url}/dashboard`)}`,
    "STATUS:CONFIRMED",
  ]);
}

/** The cancellation of one date: the occurrence named by its RECURRENCE-ID, STATUS:CANCELLED. */
export function seriesDateCancelIcs(
  series: BookingSeries,
  dates: readonly Booking[],
  cancelled: Booking,
  stamp: Date = new Date(),
): string {
  const date = dateOf(cancelled);
  const end = addHoursToTime(series.startTime, series.hours);
  const sequence = Math.max(1, dates.filter((d) => d.status === "cancelled").length);
  const { head, people, text } = common(series, dates, stamp, "CANCEL");
  return calendar("CANCEL", [
    ...head,
    `RECURRENCE-ID;TZID=${CLUB_TIME_ZONE}:${local(date, series.startTime)}`,
    `DTSTART;TZID=${CLUB_TIME_ZONE}:${local(date, series.startTime)}`,
    `DTEND;TZID=${CLUB_TIME_ZONE}:${local(date, end)}`,
    `SEQUENCE:${sequence}`,
    ...people,
    ...text,
    "STATUS:CANCELLED",
  ]);
}

/**
 * Every remaining date cancelled at once: the whole recurring event, METHOD:CANCEL without a
 * RECURRENCE-ID (RFC 5546 3.2.5), its SEQUENCE above the last invitation's.
 */
export function seriesCancelIcs(
  series: BookingSeries,
  dates: readonly Booking[],
  stamp: Date = new Date(),
): string {
  const end = addHoursToTime(series.startTime, series.hours);
  const sequence = Math.max(1, dates.filter((d) => d.status === "cancelled").length);
  const { head, people, text } = common(series, dates, stamp, "CANCEL");
  return calendar("CANCEL", [
    ...head,
    `DTSTART;TZID=${CLUB_TIME_ZONE}:${local(series.firstDate, series.startTime)}`,
    `DTEND;TZID=${CLUB_TIME_ZONE}:${local(series.firstDate, end)}`,
    `RRULE:FREQ=WEEKLY;COUNT=${series.weeks}`,
    `SEQUENCE:${sequence}`,
    ...people,
    ...text,
    "STATUS:CANCELLED",
  ]);
}

/** `lotus-club-4-seater-meeting-room-weekly-from-2026-12-07.ics` */
export function seriesIcsFilename(series: BookingSeries, dates: readonly Booking[]): string {
  const title = dates[0] ? bookingTitle(dates[0].quote) : "booking";
  const slug = `${site.name} ${title} weekly from`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${slug}-${series.firstDate}.ics`;
}
