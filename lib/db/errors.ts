import "server-only";
import { CodedError } from "@/lib/http/codes";

/**
 * Failures every module's database adapter reports in the same terms, whatever the backend said
 * (lib/db is the one kit for reaching the database, so its failures are named here).
 */
export class DataError extends CodedError {}

/** A unique constraint refused the row (e.g. the same email registered twice for one event). */
export class DataConflictError extends DataError {
  override readonly code = "data_conflict";
}

/** A check, length or not-null constraint refused the row: the input escaped validation. */
export class DataConstraintError extends DataError {
  override readonly code = "input_refused";
}

/**
 * The member already holds the most hours of rooms and studio a week allows (the bookings'
 * hoarding trigger, 0006_booking_functions.sql); `hoursPerWeek` is the limit the database applied.
 */
export class BookingLimitError extends DataError {
  override readonly code = "input_refused";
  constructor(
    readonly hoursPerWeek: number,
    options?: { cause?: unknown },
  ) {
    super(`Booking refused: the limit is ${hoursPerWeek} hours a week`, options);
  }
}

/** SQLSTATE of the closed-day refusals (0057): its message is the member's sentence. */
export const CLOSED_DAY_CODE = "CLSDY";

/** SQLSTATE of the hoarding trigger; its DETAIL is the limit in hours. */
export const BOOKING_LIMIT_CODE = "BKLIM";

/**
 * The club is closed on the booking's date (0057_closed_days.sql): the message is the database's
 * sentence, naming the day and why, for the member as it is.
 */
export class ClosedDayError extends DataError {
  override readonly code = "input_refused";
}

/** The backend could not be reached or failed: nothing was stored. */
export class DataUnavailableError extends DataError {}
