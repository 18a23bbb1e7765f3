import { site } from "@/lib/site";

export { formatClubTime, formatDateLabel } from "@/lib/format";

/**
 * Dates and times in the club's zone, whatever the zone of the server or browser.
 * A club date is `yyyy-mm-dd`, a club time `HH:mm`. Both ways between an instant and a club date
 * and time go through the fixed offset below.
 */
export const CLUB_TIME_ZONE = site.timeZone;
// IMPORTANT: India has kept UTC+05:30 all year since 1945 (no daylight saving), so this fixed
// offset is exact for every date a booking can have.
export const CLUB_UTC_OFFSET = "+05:30";
export const CLUB_OPENS = site.hours.opens;
export const CLUB_CLOSES = site.hours.closes;

const pad = (n: number) => String(n).padStart(2, "0");
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Hourly start times, opening to one hour before closing: 09:00 … 19:00. */
export const MEETING_SLOTS: readonly string[] = Array.from(
  { length: (minutesOf(CLUB_CLOSES) - minutesOf(CLUB_OPENS)) / 60 },
  (_, i) => `${pad(minutesOf(CLUB_OPENS) / 60 + i)}:00`,
);

function parseDate(date: string): { y: number; m: number; d: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(y, m - 1, d));
  const real =
    check.getUTCFullYear() === y && check.getUTCMonth() === m - 1 && check.getUTCDate() === d;
  return real ? { y, m, d } : null;
}

const formatDate = (utcMidnight: Date) =>
  `${utcMidnight.getUTCFullYear()}-${pad(utcMidnight.getUTCMonth() + 1)}-${pad(utcMidnight.getUTCDate())}`;

/** A real calendar date written `yyyy-mm-dd` (so `2026-02-30` is not one). */
export function isClubDate(value: string): boolean {
  return parseDate(value) !== null;
}

/** A time of day written `HH:mm`, 00:00 to 23:59. */
export function isClubTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/**
 * The club's calendar date at the instant `now`. By the fixed offset, not Intl: the calculators
 * ask on every load, and a phone's first Intl.DateTimeFormat in a zone loads locale and zone data
 * (issue 27's trace charged it 173 ms of the meeting-room page's load).
 */
export function clubToday(now: Date): string {
  return clubDateTimeOf(now).date;
}

/** Calendar arithmetic on a club date; throws on a date that is not `yyyy-mm-dd`. */
export function addDaysToDate(date: string, days: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return formatDate(new Date(Date.UTC(parsed.y, parsed.m - 1, parsed.d + days)));
}

/** Adds calendar months, keeping the day or falling back to the month's last day (31 Dec + 2 → 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  const lastDay = new Date(Date.UTC(parsed.y, parsed.m - 1 + months + 1, 0)).getUTCDate();
  return formatDate(
    new Date(Date.UTC(parsed.y, parsed.m - 1 + months, Math.min(parsed.d, lastDay))),
  );
}

export function clubDatePlusDays(now: Date, days: number): string {
  return addDaysToDate(clubToday(now), days);
}

export function clubTomorrow(now: Date): string {
  return clubDatePlusDays(now, 1);
}

/** The instant a club date and time stand for, or null when either is malformed. */
export function clubInstant(date: string, time: string): Date | null {
  if (!isClubDate(date) || !isClubTime(time)) return null;
  return new Date(`${date}T${time}:00${CLUB_UTC_OFFSET}`);
}

/** Day of the week of a club date, 0 Sunday … 6 Saturday. */
export function weekdayOf(date: string): number {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a date: ${date}`);
  return new Date(Date.UTC(parsed.y, parsed.m - 1, parsed.d)).getUTCDay();
}

/** Day of the week at the club at the instant `now`. */
export function clubWeekday(now: Date): number {
  return weekdayOf(clubToday(now));
}

export function isWeekday(date: string): boolean {
  const day = weekdayOf(date);
  return day !== 0 && day !== 6;
}

const OFFSET_MS = (() => {
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(CLUB_UTC_OFFSET);
  const minutes = match ? Number(match[2]) * 60 + Number(match[3]) : 0;
  return (match?.[1] === "-" ? -minutes : minutes) * 60_000;
})();

/** The club date and time (`HH:mm`) an instant falls on. */
export function clubDateTimeOf(instant: Date): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + OFFSET_MS).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** An instant as ISO 8601 in club time with its offset, `2026-11-24T10:15:00+05:30` (exports). */
export function clubIsoInstant(instant: Date): string {
  return `${new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19)}${CLUB_UTC_OFFSET}`;
}

/** The instants a club date begins and ends (its midnight and the next). */
export function clubDayRange(date: string): { from: Date; to: Date } | null {
  const from = clubInstant(date, "00:00");
  const to = isClubDate(date) ? clubInstant(addDaysToDate(date, 1), "00:00") : null;
  return from && to ? { from, to } : null;
}

/** `HH:mm` plus whole hours, for end times within the day (`17:00` + 3 → `20:00`). */
export function addHoursToTime(time: string, hours: number): string {
  const minutes = minutesOf(time) + hours * 60;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
