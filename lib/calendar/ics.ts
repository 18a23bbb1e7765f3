import { CLUB_TIME_ZONE, CLUB_UTC_OFFSET, addDaysToDate, clubDateTimeOf } from "@/lib/pricing";

/**
 * A minimal iCalendar (RFC 5545) writer for one event: CRLF line endings, text escaping, lines
 * folded at 75 octets without splitting a character, and the club's zone as a VTIMEZONE so a
 * calendar shows the booking at the club's time wherever it is opened.
 */

type EventBase = {
  /** Globally unique and stable, e.g. `<booking id>@<site host>`. */
  uid: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  status?: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  /** RFC 5545 SEQUENCE: 0 for the first invitation, raised by each change and the cancellation. */
  sequence?: number;
  /**
   * Who sends the invitation (the club) and who receives it. An iTIP REQUEST or CANCEL
   * (RFC 5546) without them is shown by Gmail and Outlook as a plain file, or refused.
   */
  organizer?: CalendarPerson;
  attendee?: CalendarPerson;
};

export type CalendarPerson = { email: string; name?: string };

/** A timed event (instants) or an all-day one (club dates, `yyyy-mm-dd`, end exclusive). */
export type CalendarEvent = EventBase &
  ({ start: Date; end: Date } | { date: string; endDate?: string });

const CRLF = "\r\n";
const MAX_OCTETS = 75;

/** TEXT values: backslash, semicolon and comma escaped, newlines as `\n` (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Splits a content line into 75-octet pieces, continuations starting with a space (3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const pieces: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** `ORGANIZER;CN="Lotus Club":mailto:…`: CN quoted, so commas and semicolons in a name are safe. */
function personLine(property: string, person: CalendarPerson, extra = ""): string {
  const name = person.name?.replace(/["\r\n]/g, "").trim();
  return `${property}${name ? `;CN="${name}"` : ""}${extra}:mailto:${person.email}`;
}

const compactDate = (date: string) => date.replaceAll("-", "");

/** `20261127T100000` in the club's zone. */
function clubLocal(instant: Date): string {
  const { date, time } = clubDateTimeOf(instant);
  return `${compactDate(date)}T${time.replace(":", "")}00`;
}

/** `20261121T051455Z` */
function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

const icsOffset = CLUB_UTC_OFFSET.replace(":", "");

// India keeps one offset all year, so one STANDARD component describes the zone completely.
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CLUB_TIME_ZONE}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  `TZOFFSETFROM:${icsOffset}`,
  `TZOFFSETTO:${icsOffset}`,
  "TZNAME:IST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/**
 * PUBLISH for a download; REQUEST and CANCEL for the e-mailed invitation and its cancellation
 * (RFC 5546), which mail apps match to the same event by its UID.
 */
export type IcsMethod = "PUBLISH" | "REQUEST" | "CANCEL";

export function buildIcs(
  event: CalendarEvent,
  productId = "-//Lotus Club//Bookings//EN",
  method: IcsMethod = "PUBLISH",
): string {
  if (method !== "PUBLISH" && !(event.organizer && event.attendee)) {
    throw new Error(`An iTIP ${method} needs an organizer and an attendee (RFC 5546)`);
  }
  const when =
    "start" in event
      ? [
          `DTSTART;TZID=${CLUB_TIME_ZONE}:${clubLocal(event.start)}`,
          `DTEND;TZID=${CLUB_TIME_ZONE}:${clubLocal(event.end)}`,
        ]
      : [
          `DTSTART;VALUE=DATE:${compactDate(event.date)}`,
          `DTEND;VALUE=DATE:${compactDate(event.endDate ?? addDaysToDate(event.date, 1))}`,
        ];
  // RFC 5546 3.2.5: a CANCEL of the whole event sets its STATUS to CANCELLED, whatever it was.
  const status = method === "CANCEL" ? "CANCELLED" : event.status;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...("start" in event ? VTIMEZONE : []),
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    ...when,
    `SEQUENCE:${event.sequence ?? 0}`,
    ...(event.organizer ? [personLine("ORGANIZER", event.organizer)] : []),
    // A CANCEL is the club calling the event off (STATUS:CANCELLED below), not the guest
    // declining it: the attendee carries no PARTSTAT of its own then (PARTSTAT=DECLINED would
    // read as the guest's answer).
    ...(event.attendee
      ? [
          personLine(
            "ATTENDEE",
            event.attendee,
            `;ROLE=REQ-PARTICIPANT${method === "CANCEL" ? "" : ";PARTSTAT=NEEDS-ACTION"};RSVP=FALSE`,
          ),
        ]
      : []),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(status ? [`STATUS:${status}`] : []),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
