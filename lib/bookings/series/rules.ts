import { formatDateLabel } from "@/lib/format";
import {
  addDaysToDate,
  calculateRefund,
  clubInstant,
  weekdayOf,
  type Paise,
  type RefundQuote,
} from "@/lib/pricing";

/**
 * Repeating bookings' rules (issue 37, part 3), pure and browser-safe: a room or the studio on the
 * same weekday and time for 2 to 12 weeks. "now" is always a parameter; the database holds the
 * same rules (0070_booking_series.sql) for whoever writes.
 */

export const SERIES_MIN_WEEKS = 2;
export const SERIES_MAX_WEEKS = 12;

export const clampSeriesWeeks = (weeks: number) =>
  Math.min(SERIES_MAX_WEEKS, Math.max(SERIES_MIN_WEEKS, Math.round(weeks) || SERIES_MIN_WEEKS));

/** The series' dates: the first, then the same weekday each week after it. */
export function seriesDates(first: string, weeks: number): string[] {
  return Array.from({ length: clampSeriesWeeks(weeks) }, (_, i) => addDaysToDate(first, 7 * i));
}

/** Why a date cannot be booked, or "free". Over the limit: the member's own hours that week. */
export type SeriesDateState = "free" | "taken" | "closed" | "over-limit";

export type SeriesDate = {
  date: string;
  /** What this date costs, with GST (every date of a series costs the same). */
  price: Paise;
  state: SeriesDateState;
  /** The closed day's reason (a holiday's name). */
  reason?: string;
};

/** The Monday (club date) of the club week a date falls in: the weekly limit's unit. */
export function clubWeekOf(date: string): string {
  return addDaysToDate(date, -((weekdayOf(date) + 6) % 7));
}

/**
 * Hours of rooms and studio a member already holds, per club week (Monday), from their live
 * bookings that start after `now`: what the weekly limit counts beside each new date.
 */
export function heldHoursByWeek(
  bookings: readonly {
    status: string;
    date?: string;
    startsAt?: string;
    hours?: number;
  }[],
  now: Date,
): Map<string, number> {
  const held = new Map<string, number>();
  for (const b of bookings) {
    if (!b.startsAt || !b.date || !b.hours) continue;
    if (b.status === "cancelled" || b.status === "expired") continue;
    if (new Date(b.startsAt).getTime() <= now.getTime()) continue;
    const week = clubWeekOf(b.date);
    held.set(week, (held.get(week) ?? 0) + b.hours);
  }
  return held;
}

/**
 * Every date with its price and whether it can be booked: taken and closed as the database says,
 * and over the limit when the member's hours already held that club week plus this date's exceed
 * `hoursPerWeek`. Each week is counted on its own: a series adds one date to each week.
 */
export function previewSeries({
  dates,
  price,
  hours,
  taken,
  closed,
  held,
  hoursPerWeek,
}: {
  dates: readonly string[];
  price: Paise;
  hours: number;
  taken: ReadonlySet<string>;
  closed: ReadonlyMap<string, string>;
  held: ReadonlyMap<string, number>;
  hoursPerWeek: number;
}): SeriesDate[] {
  return dates.map((date) => {
    const reason = closed.get(date);
    if (reason) return { date, price, state: "closed", reason };
    if (taken.has(date)) return { date, price, state: "taken" };
    if ((held.get(clubWeekOf(date)) ?? 0) + hours > hoursPerWeek) {
      return { date, price, state: "over-limit" };
    }
    return { date, price, state: "free" };
  });
}

/** The dates the member must skip before paying: every one that is not free. */
export const unavailableDates = (preview: readonly SeriesDate[]) =>
  preview.filter((d) => d.state !== "free").map((d) => d.date);

/** What the series costs with `skip` left out: the sum of the booked dates' prices. */
export function seriesTotal(preview: readonly SeriesDate[], skip: ReadonlySet<string>): Paise {
  return preview.filter((d) => !skip.has(d.date)).reduce((sum, d) => sum + d.price, 0);
}

/** The member's words for a date that cannot be booked. */
export function seriesDateNote(date: SeriesDate): string {
  switch (date.state) {
    case "taken":
      return "Taken";
    case "closed":
      return `Closed (${date.reason})`;
    case "over-limit":
      return "Over your weekly hours";
    default:
      return "Available";
  }
}

export const SERIES_TEXT = {
  skipFirst: (date: string) =>
    `${formatDateLabel(date)} can't be booked: skip it to book the other dates.`,
  taken: (date: string) =>
    `${formatDateLabel(date)} was just booked by someone else. Check the dates again and skip it.`,
  everySkipped: "Keep at least one date to book.",
  notFound: "We couldn't find that series.",
  nothingToCancel: "There are no dates left to cancel in this series.",
} as const;

/**
 * A date's own refund if cancelled at `now`: 100% more than 48 hours before its start, 50% from
 * 24 hours, nothing later (the rooms' and studio's policy, lib/pricing/refunds.ts).
 */
export function dateRefund(date: { startsAt: string; totalPaise: Paise }, now: Date): RefundQuote {
  return calculateRefund({
    paid: date.totalPaise,
    startsAt: new Date(date.startsAt),
    cancelledAt: now,
  });
}

/** The start instant of a series date at the series' time. */
export const seriesStart = (date: string, time: string) => clubInstant(date, time);
