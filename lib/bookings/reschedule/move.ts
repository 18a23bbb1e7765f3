import "server-only";
import type { Booking } from "@/lib/bookings/types";
import { BookingLimitError } from "@/lib/db";
import { HttpError } from "@/lib/http";
import type { ErrorCode } from "@/lib/error-codes";
import {
  BOOKING_MESSAGES,
  DAY_PASS_MESSAGES,
  SLOT_MESSAGES,
  type PlannedBooking,
} from "@/lib/pricing";
import {
  checkMovable,
  isMovableKind,
  planMove,
  priceChange,
  RESCHEDULE_TEXT,
  type NewSlot,
  type PriceChange,
} from "@/lib/bookings/reschedule/rules";
import type { MoveAnswer, MoveRefusal, RescheduleStore } from "@/lib/bookings/reschedule/store";

/** A move refused on purpose, with the member's words and the form field it belongs under. */
export class RescheduleError extends HttpError {
  constructor(code: ErrorCode, message: string, field?: "date" | "time" | "hours") {
    super(code, message, field ? { [field]: message } : undefined);
  }
}

const invalid = (message: string, field: "date" | "time" | "hours") =>
  new RescheduleError("invalid_request", message, field);

/** The database's refusal (it re-checks everything the rules checked, with its own rows). */
export function refusal(
  answer: Exclude<MoveAnswer, { outcome: "moved" }>,
  booking: Booking,
): Error {
  const kind = isMovableKind(booking.kind) ? booking.kind : "meeting-room";
  const texts: Record<Exclude<MoveRefusal, "limit">, () => RescheduleError> = {
    "not-found": () => new RescheduleError("not_found", RESCHEDULE_TEXT.notFound),
    "not-movable": () => new RescheduleError("conflict", RESCHEDULE_TEXT.notMovable),
    "too-late": () => new RescheduleError("conflict", RESCHEDULE_TEXT.tooLate(kind)),
    date: () =>
      invalid(
        kind === "day-pass" ? DAY_PASS_MESSAGES.datePast : RESCHEDULE_TEXT.dateRequired,
        "date",
      ),
    time: () => invalid(BOOKING_MESSAGES.invalidSlot, "time"),
    hours: () => invalid(BOOKING_MESSAGES.invalidHours, "hours"),
    "credit-length": () => invalid(RESCHEDULE_TEXT.creditKeepsLength, "hours"),
    "lead-time": () => invalid(BOOKING_MESSAGES.minLeadTime, "time"),
    weekdays: () => invalid(BOOKING_MESSAGES.weekdaysOnly, "date"),
    "too-far": () => invalid(BOOKING_MESSAGES.tooFarAhead, "date"),
    "past-closing": () => invalid(BOOKING_MESSAGES.pastClosing, "hours"),
    closed: () => invalid(answer.message ?? BOOKING_MESSAGES.weekdaysOnly, "date"),
    "same-time": () => invalid(RESCHEDULE_TEXT.sameTime, "date"),
    "price-differs": () =>
      new RescheduleError(
        "conflict",
        RESCHEDULE_TEXT.priceDiffers(answer.previousTotal ?? 0, answer.total ?? 0),
        "hours",
      ),
    taken: () => new RescheduleError("conflict", SLOT_MESSAGES.justTaken, "time"),
  };
  if (answer.outcome === "limit") return new BookingLimitError(answer.hoursPerWeek ?? 0);
  return texts[answer.outcome]();
}

export type MovedBooking = { booking: Booking; price: PriceChange };

/**
 * The rules' check of a move, for the member's exact message before the database is asked: the
 * booking movable at `now`, the new time valid as a new booking's. Answers the new time planned
 * and priced (lib/pricing); throws RescheduleError.
 */
export function checkMove(booking: Booking, slot: NewSlot, now: Date): PlannedBooking {
  const check = checkMovable(booking, now);
  if (!check.movable) throw new RescheduleError("conflict", check.reason);
  const planned = planMove(booking.quote, slot, now);
  if (!planned) throw new RescheduleError("conflict", RESCHEDULE_TEXT.notMovable);
  if (!planned.ok)
    throw invalid(
      planned.message,
      planned.field === "time" ? "time" : planned.field === "hours" ? "hours" : "date",
    );
  return planned.booking;
}

/**
 * Moves the member's `booking` (read as theirs by the caller) to `slot` at `now`: checked by the
 * rules first for the member's exact message, then moved by the database in one transaction,
 * which checks again against the rows as they are. Throws RescheduleError (or BookingLimitError,
 * the weekly hours limit) when refused; the updated invitation is owed by the same transaction.
 */
export async function moveBooking(
  store: RescheduleStore,
  booking: Booking,
  slot: NewSlot,
  now: Date,
): Promise<MovedBooking> {
  checkMove(booking, slot, now);
  const answer = await store.move(booking.id, booking.userId, slot, now);
  if (answer.outcome !== "moved") throw refusal(answer, booking);
  return {
    booking: answer.booking,
    price: priceChange(
      { totalPaise: answer.previousTotal, paymentStatus: booking.paymentStatus },
      answer.booking.totalPaise,
    ),
  };
}
