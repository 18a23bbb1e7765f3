import {
  CLUB_CLOSES,
  CLUB_OPENS,
  MEETING_SLOTS,
  STUDIO_RESOURCE,
  addDaysToDate,
  addHoursToTime,
  clubToday,
  isSlotOpen,
  isWeekday,
  takenSlotsOn,
  type TakenInterval,
  type TimedResource,
} from "@/lib/pricing";

/**
 * The members' availability grid (issue 37 part 4): pure rules with "now" as a parameter. Each
 * room and the studio, by hour, for today and the next days; each hour free, booked, closed or
 * no longer bookable. Built from bare intervals: the grid never knows who booked.
 */

/** Today and the next 6 club days. */
export const AVAILABILITY_DAYS = 7;

/**
 * The hours shown: one before opening to closing (08:00 … 20:00), so the grid shows where the
 * club's day begins and ends; the hours outside the opening hours are closed.
 */
export const GRID_HOURS: readonly string[] = (() => {
  const first = addHoursToTime(CLUB_OPENS, -1);
  const count = Number(CLUB_CLOSES.slice(0, 2)) - Number(first.slice(0, 2)) + 1;
  return Array.from({ length: count }, (_, i) => addHoursToTime(first, i));
})();

/**
 * `free`: bookable, a link to the booking form; `booked`: taken; `closed`: a weekend, a closed
 * day or outside the opening hours; `unavailable`: past or less than an hour away (the notice
 * a booking needs).
 */
export type CellState = "free" | "booked" | "closed" | "unavailable";
export type AvailabilityCell = { time: string; state: CellState };
export type AvailabilityRow = { resource: TimedResource; cells: AvailabilityCell[] };
export type AvailabilityDay = {
  date: string;
  /** Why the club is shut all day ("Weekend", "Diwali"), or absent on an open day. */
  closed?: string;
  rows: AvailabilityRow[];
};

export type TakenByResource = { resource: TimedResource } & TakenInterval;

export const WEEKEND = "Weekend";

/** The club dates the grid covers, from today (club time) on. */
export function availabilityDates(now: Date): string[] {
  const today = clubToday(now);
  return Array.from({ length: AVAILABILITY_DAYS }, (_, i) => addDaysToDate(today, i));
}

function cellState(date: string, time: string, taken: readonly string[], now: Date): CellState {
  if (!MEETING_SLOTS.includes(time)) return "closed";
  if (!isSlotOpen(date, time, now)) return "unavailable";
  return taken.includes(time) ? "booked" : "free";
}

/**
 * The grid as of `now`: `resources` in their order, one day per date, a closed day's reason from
 * `closedDays` (0057), weekends closed; an hour is booked when any taken interval of its room
 * overlaps it.
 */
export function availabilityGrid({
  now,
  resources,
  taken,
  closedDays,
}: {
  now: Date;
  resources: readonly TimedResource[];
  taken: readonly TakenByResource[];
  closedDays: readonly { date: string; reason: string }[];
}): AvailabilityDay[] {
  return availabilityDates(now).map((date) => {
    const closed = !isWeekday(date) ? WEEKEND : closedDays.find((day) => day.date === date)?.reason;
    const rows = resources.map((resource) => {
      const bookedHours = takenSlotsOn(
        date,
        taken.filter((interval) => interval.resource === resource),
      );
      return {
        resource,
        cells: GRID_HOURS.map((time) => ({
          time,
          state: closed ? ("closed" as const) : cellState(date, time, bookedHours, now),
        })),
      };
    });
    return closed ? { date, closed, rows } : { date, rows };
  });
}

/**
 * Where a free hour starts a booking: the room's or the studio's form with the date, the time
 * and the room chosen (the calculators read them from the query).
 */
export function bookingHref(resource: TimedResource, date: string, time: string): string {
  const query = new URLSearchParams({ date, time });
  if (resource === STUDIO_RESOURCE) return `/podcast-studio?${query}`;
  return `/meeting-rooms?${new URLSearchParams({ room: resource, date, time })}`;
}
