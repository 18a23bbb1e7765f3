import "server-only";
import { CodedError } from "@/lib/error-codes";
import type { PostgrestError } from "@/lib/db/postgrest";

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

/** SQLSTATEs of input the constraints refuse: not null, check, too long, bad date or number. */
export const CONSTRAINT_CODES = new Set(["23502", "23514", "22001", "22007", "22008", "22P02"]);
export const UNIQUE_VIOLATION = "23505";
/** An exclusion constraint refused the row: the bookings' no-overlap rule. */
export const EXCLUSION_VIOLATION = "23P01";
export const CONFLICT_CODES = new Set([UNIQUE_VIOLATION, EXCLUSION_VIOLATION]);

/**
 * A failed query of the embedded server (PGlite or a PostgreSQL pool) in the adapters' terms:
 * the refusals the schema names (weekly limit, closed day, conflict, constraint), else unavailable.
 */
export function sqlDataError(error: unknown, action: string): DataError {
  if (error instanceof DataError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === BOOKING_LIMIT_CODE) {
    return new BookingLimitError(Number((error as { detail?: unknown }).detail), { cause: error });
  }
  if (code === CLOSED_DAY_CODE) {
    return new ClosedDayError((error as { message: string }).message, { cause: error });
  }
  if (typeof code === "string" && CONFLICT_CODES.has(code))
    return new DataConflictError(`Could not ${action}: conflict ${code}`, { cause: error });
  if (typeof code === "string" && CONSTRAINT_CODES.has(code)) {
    return new DataConstraintError(`Could not ${action}: constraint ${code}`, { cause: error });
  }
  return new DataUnavailableError(`Could not ${action}`, { cause: error });
}

/** The same for PostgREST's answer (connected mode); no error at all: the request failed. */
export function postgrestDataError(
  error: PostgrestError | null,
  action: string,
  cause: unknown,
): DataError {
  if (!error) return new DataUnavailableError(`Could not ${action}: request failed`, { cause });
  const detail = `Could not ${action}: ${error.code || "no code"} ${error.message}`;
  if (error.code === BOOKING_LIMIT_CODE) {
    return new BookingLimitError(Number(error.details), { cause: error });
  }
  if (error.code === CLOSED_DAY_CODE) return new ClosedDayError(error.message, { cause: error });
  if (CONFLICT_CODES.has(error.code)) return new DataConflictError(detail, { cause: error });
  if (CONSTRAINT_CODES.has(error.code)) return new DataConstraintError(detail, { cause: error });
  // Network failures, timeouts, 401 (expired token), 42501 (refused by row-level security).
  return new DataUnavailableError(detail, { cause: error });
}
