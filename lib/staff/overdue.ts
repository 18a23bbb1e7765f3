import type { OverdueClock } from "@/lib/staff/port";
import { OPEN_LEAD_STATUSES, type Lead } from "@/lib/staff/types";
import { site } from "@/lib/site";
import { clubDateTimeOf, clubInstant, addDaysToDate, weekdayOf } from "@/lib/pricing/club-time";

/** A `new` lead is overdue once this many working hours have passed since it arrived. */
export const NEW_LEAD_RESPONSE_HOURS = 2;

const WORKING_DAYS = new Set<number>(
  site.hours.days.map((day) =>
    ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"].indexOf(day),
  ),
);

/**
 * The latest arrival time of a lead that has waited `hours` working hours by `now`: walking back
 * from `now` through the club's opening hours (site.hours), spending `hours` of them. A lead that
 * arrived at or before this instant is overdue; one that arrived at night starts waiting at the
 * next opening, which this accounts for by skipping closed time.
 */
export function workingHoursBefore(now: Date, hours: number): Date {
  let remainingMs = hours * 3_600_000;
  let { date } = clubDateTimeOf(now);
  let cursor = now.getTime();
  // Bounded: at most a year of days back (a club open one day a year would still end).
  for (let i = 0; i < 366; i++) {
    if (WORKING_DAYS.has(weekdayOf(date))) {
      const opens = clubInstant(date, site.hours.opens)!.getTime();
      const closes = clubInstant(date, site.hours.closes)!.getTime();
      const end = Math.min(cursor, closes);
      if (end > opens) {
        const available = end - opens;
        if (available >= remainingMs) return new Date(end - remainingMs);
        remainingMs -= available;
      }
    }
    date = addDaysToDate(date, -1);
    cursor = clubInstant(addDaysToDate(date, 1), "00:00")!.getTime();
  }
  return new Date(cursor);
}

/** The same rule as the SQL of `overdueClause` (lib/staff/inbox-sql.ts), for one lead on screen. */
export function isLeadOverdue(
  lead: Pick<Lead, "status" | "followUpOn" | "createdAt">,
  clock: OverdueClock,
): boolean {
  const open = OPEN_LEAD_STATUSES.includes(lead.status);
  if (open && lead.followUpOn !== null && lead.followUpOn < clock.today) return true;
  return lead.status === "new" && Date.parse(lead.createdAt) <= clock.newLeadCutoff.getTime();
}
