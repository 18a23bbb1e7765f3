import type { PGlite } from "@electric-sql/pglite";
import { weekdayAhead } from "../../data/club-dates";

/**
 * The first weekday at least `days` ahead whose next `weeks` weekly dates are all open (no closed
 * day of 0057, such as Republic Day), so a series booked from it is refused on no date whatever
 * day the suite runs.
 */
export async function openWeeksFrom(db: PGlite, days: number, weeks: number): Promise<string> {
  for (let offset = days; offset < days + 60; offset += 1) {
    const first = weekdayAhead(offset);
    const { rows } = await db.query<{ closed: boolean }>(
      `select bool_or(public.club_closed_reason($1::date + 7 * i) is not null) as closed
       from generate_series(0, $2::integer - 1) as i`,
      [first, weeks],
    );
    if (!rows[0]?.closed) return first;
  }
  throw new Error("no open weeks within 60 days");
}
