import "server-only";
import { DataError } from "@/lib/db";

/** A date of the series (not skipped) is taken by someone else's booking or hold. */
export class SeriesDateTakenError extends DataError {
  override readonly code = "data_conflict";
  constructor(
    readonly date: string,
    options?: { cause?: unknown },
  ) {
    super(`A series date is taken: ${date}`, options);
  }
}

/** The member's hours that week plus this date's exceed the weekly limit (each week on its own). */
export class SeriesLimitError extends DataError {
  override readonly code = "input_refused";
  constructor(
    readonly hoursPerWeek: number,
    readonly date: string,
    options?: { cause?: unknown },
  ) {
    super(`A series date is over the weekly limit of ${hoursPerWeek} hours: ${date}`, options);
  }
}

/** The database refused the request itself (a rule the server checked already: a race or a bug). */
export class SeriesRefusedError extends DataError {
  override readonly code = "input_refused";
}
