import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";

/** The first weekday at least `days` club days after `from` (a club date; today by default). */
export function weekdayAhead(days: number, from: string = clubToday(new Date())): string {
  let date = addDaysToDate(from, days);
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}
