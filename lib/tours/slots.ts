import { addDaysToDate, clubDateTimeOf, clubInstant, clubToday, isWeekday } from "@/lib/pricing";

/**
 * The tour slot rules, pure and clocked by `now`: 30-minute slots Monday to Friday starting
 * 10:00 to 18:30 club time, at least 2 hours and at most 14 days ahead. The database applies the
 * same rules (tour_slot_is_bookable, 0032_tour_functions.sql) and alone knows which are full.
 */
export const TOUR_FIRST_SLOT = "10:00";
export const TOUR_LAST_SLOT = "18:30";
export const TOUR_SLOT_MINUTES = 30;
export const TOUR_MIN_LEAD_HOURS = 2;
export const TOUR_MAX_DAYS_AHEAD = 14;

export type TourSlotProblem = "not-a-slot" | "weekend" | "too-soon" | "too-far";

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Every slot start of a day, `10:00` … `18:30`. */
export const TOUR_SLOT_TIMES: readonly string[] = Array.from(
  { length: (minutesOf(TOUR_LAST_SLOT) - minutesOf(TOUR_FIRST_SLOT)) / TOUR_SLOT_MINUTES + 1 },
  (_, i) => timeOf(minutesOf(TOUR_FIRST_SLOT) + i * TOUR_SLOT_MINUTES),
);

/** Why `startsAt` cannot be booked at `now`, or null when it can (fullness aside). */
export function tourSlotProblem(startsAt: Date, now: Date): TourSlotProblem | null {
  const { date, time } = clubDateTimeOf(startsAt);
  if (startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) return "not-a-slot";
  if (!TOUR_SLOT_TIMES.includes(time)) return "not-a-slot";
  if (!isWeekday(date)) return "weekend";
  const ahead = startsAt.getTime() - now.getTime();
  if (ahead < TOUR_MIN_LEAD_HOURS * 3_600_000) return "too-soon";
  if (ahead > TOUR_MAX_DAYS_AHEAD * 86_400_000) return "too-far";
  return null;
}

/** The bookable slot starts of a club date at `now` (before knowing which are full). */
export function tourSlotsOn(date: string, now: Date): Date[] {
  return TOUR_SLOT_TIMES.flatMap((time) => {
    const startsAt = clubInstant(date, time);
    return startsAt && !tourSlotProblem(startsAt, now) ? [startsAt] : [];
  });
}

/** The club dates with at least one bookable slot at `now`, earliest first. */
export function tourDays(now: Date): string[] {
  const today = clubToday(now);
  return Array.from({ length: TOUR_MAX_DAYS_AHEAD + 1 }, (_, i) => addDaysToDate(today, i)).filter(
    (date) => tourSlotsOn(date, now).length > 0,
  );
}

/** A day's slots for the form, each marked full when its start is in `full` (ISO instants). */
export function tourDaySlots(date: string, now: Date, full: ReadonlySet<string>) {
  return tourSlotsOn(date, now).map((startsAt) => ({
    time: clubDateTimeOf(startsAt).time,
    startsAt: startsAt.toISOString(),
    full: full.has(startsAt.toISOString()),
  }));
}
