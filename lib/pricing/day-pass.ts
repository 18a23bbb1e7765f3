import {
  CLUB_CLOSES,
  addDaysToDate,
  clubInstant,
  clubToday,
  isClubDate,
  isWeekday,
} from "@/lib/pricing/club-time";
import { DAY_PASS_PRICE, GST_PERCENT } from "@/lib/pricing/constants";
import { percentOf, type Paise } from "@/lib/pricing/money";
import {
  BOOKING_MESSAGES,
  latestBookingDate,
  type ValidationResult,
} from "@/lib/pricing/validation";

/** `credit`: the part of the price paid with pack credit (issue 38), GST on the rest. */
export type DayPassQuote = { price: Paise; gst: Paise; total: Paise; credit?: Paise };

/** One day in the lounge: the plan card's price plus GST, like every other booking. */
export function quoteDayPass(): DayPassQuote {
  const gst = percentOf(DAY_PASS_PRICE, GST_PERCENT);
  return { price: DAY_PASS_PRICE, gst, total: DAY_PASS_PRICE + gst };
}

export const DAY_PASS_MESSAGES = {
  dateRequired: "Please select a date for your day pass.",
  datePast: "Please choose a date from today onwards.",
  closedToday: "The club has closed for today. Please choose another date.",
  weekdaysOnly: BOOKING_MESSAGES.weekdaysOnly,
  tooFarAhead: BOOKING_MESSAGES.tooFarAhead,
} as const;

/**
 * A day pass date: today (while the club is open) or later, a weekday, within the same
 * two-month window as rooms.
 */
export function validateDayPassDate(
  date: string | null | undefined,
  now: Date = new Date(),
): ValidationResult {
  const fail = (message: string): ValidationResult => ({ ok: false, message });
  if (!date || !isClubDate(date)) return fail(DAY_PASS_MESSAGES.dateRequired);
  const today = clubToday(now);
  if (date < today) return fail(DAY_PASS_MESSAGES.datePast);
  if (!isWeekday(date)) return fail(DAY_PASS_MESSAGES.weekdaysOnly);
  if (date > latestBookingDate(now)) return fail(DAY_PASS_MESSAGES.tooFarAhead);
  const closing = clubInstant(date, CLUB_CLOSES);
  if (date === today && closing && now.getTime() >= closing.getTime()) {
    return fail(DAY_PASS_MESSAGES.closedToday);
  }
  return { ok: true };
}

/** The checkout's default: the first weekday from tomorrow at the club. */
export function defaultDayPassDate(now: Date): string {
  let date = addDaysToDate(clubToday(now), 1);
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}
