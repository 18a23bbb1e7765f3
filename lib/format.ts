import { site } from "@/lib/site";

/**
 * Dates and times as people at the club read them: always in the club's zone (Asia/Kolkata),
 * whatever the zone of the server or the browser. The one place that zone meets Intl.
 */

/**
 * A formatter made on first use: creating an Intl.DateTimeFormat loads locale and zone data,
 * and six made when this module loaded were the calculators' largest load-time cost of our own
 * code (issue 27's trace). A page now pays only for the formats it prints.
 */
const inClubZone = (options: Intl.DateTimeFormatOptions, locale = "en-IN") => {
  let made: Intl.DateTimeFormat | undefined;
  return {
    format: (value: Date) =>
      (made ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: site.timeZone })).format(
        value,
      ),
  };
};

const isoDate = inClubZone({ year: "numeric", month: "2-digit", day: "2-digit" }, "en-CA");
const longDate = inClubZone({ day: "numeric", month: "long", year: "numeric" });
const weekdayDate = inClubZone({ weekday: "long", day: "numeric", month: "long", year: "numeric" });
const mediumDate = inClubZone({ dateStyle: "medium" });
const clock = inClubZone({ hour: "numeric", minute: "2-digit" });
const dateAndClock = inClubZone({
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** `2026-11-21`: the club's calendar date at an instant. */
export const formatClubIsoDate = (value: Date | string) => isoDate.format(toDate(value));
/** `21 November 2026`. */
export const formatClubLongDate = (value: Date | string) => longDate.format(toDate(value));
/** `Saturday, 21 November 2026`. */
export const formatClubWeekdayDate = (value: Date | string) => weekdayDate.format(toDate(value));
/** `21 Nov 2026`. */
export const formatClubMediumDate = (value: Date | string) => mediumDate.format(toDate(value));
/** `7:00 pm`. */
export const formatClubClock = (value: Date | string) => clock.format(toDate(value));
/** `21 November 2026 at 7:00 pm`. */
export const formatClubDateTime = (value: Date | string) => dateAndClock.format(toDate(value));

const pad = (n: number) => String(n).padStart(2, "0");
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const MONTHS = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/*
 * The two below are written by hand, like formatInr, so the server and every browser print the
 * same characters whatever their ICU data: the calculators render them on both sides.
 */

/** A club time `19:00` → `7:00 PM`, for slot labels and messages. */
export function formatClubTime(time: string): string {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? "AM" : "PM";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes % 60)} ${suffix}`;
}

/** A club date `2026-11-27` → `Fri, 27 Nov 2026`; anything else comes back as it was. */
export function formatDateLabel(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  if (day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${d} ${MONTHS[m - 1]} ${y}`;
}
