import "server-only";
import { CodedError } from "@/lib/error-codes";
import { CLOSED_DAY_CODE } from "@/lib/db";
import { VISITOR_TEXT } from "@/lib/visitors/rules";

/** Failures of the visitors' database, in the app's terms. */
export class VisitorError extends CodedError {}

/** A rule of 0034_visitors.sql refused the change; the message is for the member. */
export class VisitorRefusedError extends VisitorError {
  override readonly code = "conflict";
}

export class VisitorForbiddenError extends VisitorError {
  override readonly code = "forbidden";
}

/** The SQLSTATEs register_visitor raises, with what the member is told. */
const REFUSALS: Record<string, string> = {
  VSLIM: VISITOR_TEXT.limitReached,
  VSPST: VISITOR_TEXT.datePassed,
  VSBKG: VISITOR_TEXT.notYourBooking,
};

export function toVisitorError(error: unknown, action: string): Error {
  if (error instanceof VisitorError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const refusal = typeof code === "string" ? REFUSALS[code] : undefined;
  if (refusal) return new VisitorRefusedError(refusal, { cause: error });
  // A closed day or a weekend (0057): the database's sentence names the day and why.
  if (code === CLOSED_DAY_CODE) {
    return new VisitorRefusedError((error as { message: string }).message, { cause: error });
  }
  if (code === "42501") return new VisitorForbiddenError("This is for the club's staff only.");
  return new VisitorError(`Could not ${action}`, { cause: error });
}
