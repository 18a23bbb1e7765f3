import {
  CLUB_CLOSES,
  MEETING_SLOTS,
  addMonthsToDate,
  clubInstant,
  clubToday,
  clubTomorrow,
  formatClubTime,
  isClubDate,
  isWeekday,
} from "@/lib/pricing/club-time";
import {
  BOOKING_MAX_MONTHS_AHEAD,
  BOOKING_MIN_LEAD_MINUTES,
  DESK_MIN_SEATS,
  OFFICE_SEAT_OPTIONS,
} from "@/lib/pricing/constants";
import { isOfficeSeatOption } from "@/lib/pricing/workspaces";

/**
 * The booking rules of spec section 5, shared by the calculators and the server's booking
 * handler. The spec's messages are verbatim; the others are ours, built from the constants.
 */
export type ValidationResult = { ok: true } | { ok: false; message: string };

const OK: ValidationResult = { ok: true };
const fail = (message: string): ValidationResult => ({ ok: false, message });

const firstSlot = MEETING_SLOTS[0] ?? CLUB_CLOSES;
const lastSlot = MEETING_SLOTS[MEETING_SLOTS.length - 1] ?? CLUB_CLOSES;

export const BOOKING_MESSAGES = {
  dateTimeRequired: "Please select a date and time.",
  minLeadTime: "Booking must be at least 1 hour from now.",
  weekdaysOnly: "Bookings are only available on weekdays.",
  tooFarAhead: `Bookings can be made up to ${BOOKING_MAX_MONTHS_AHEAD} months ahead.`,
  invalidSlot: `Please choose a start time on the hour from ${formatClubTime(firstSlot)} to ${formatClubTime(lastSlot)}.`,
  pastClosing: `Bookings must end by ${formatClubTime(CLUB_CLOSES)}, when the club closes.`,
  invalidHours: "Please choose a whole number of hours, at least 1.",
} as const;

export const DESK_MESSAGES = {
  moveInRequired: "Please select a move-in date.",
  moveInFuture: "Move-in date must be at least 1 day in the future.",
  seatsMinimum: `Please choose at least ${DESK_MIN_SEATS} seat.`,
} as const;

export const OFFICE_MESSAGES = {
  confirmSalesContact: "Please confirm to get in touch with our sales team.",
  seatsNotAllowed: `Please choose ${OFFICE_SEAT_OPTIONS.slice(0, -1).join(", ")} or ${OFFICE_SEAT_OPTIONS.at(-1)} seats.`,
} as const;

export type RoomBookingInput = {
  /** Club date, yyyy-mm-dd. */
  date?: string | null;
  /** Start slot, HH:mm in club time. */
  time?: string | null;
  /** Whole hours; meeting rooms pass the clamped hours of their quote. */
  hours: number;
};

/** The last club date a room or the studio can be booked for: two calendar months ahead. */
export function latestBookingDate(now: Date = new Date()): string {
  return addMonthsToDate(clubToday(now), BOOKING_MAX_MONTHS_AHEAD);
}

/**
 * A meeting-room or studio booking. Slots 09:00 … 19:00 are start times and the booking must
 * end by closing (20:00): a 3-hour booking may start at 17:00 at the latest.
 */
export function validateRoomBooking(
  { date, time, hours }: RoomBookingInput,
  now: Date = new Date(),
): ValidationResult {
  const start = date && time ? clubInstant(date, time) : null;
  if (!date || !time || !start) return fail(BOOKING_MESSAGES.dateTimeRequired);
  if (!Number.isInteger(hours) || hours < 1) return fail(BOOKING_MESSAGES.invalidHours);
  if (!MEETING_SLOTS.includes(time)) return fail(BOOKING_MESSAGES.invalidSlot);
  if (start.getTime() - now.getTime() < BOOKING_MIN_LEAD_MINUTES * 60_000) {
    return fail(BOOKING_MESSAGES.minLeadTime);
  }
  if (!isWeekday(date)) return fail(BOOKING_MESSAGES.weekdaysOnly);
  if (date > latestBookingDate(now)) return fail(BOOKING_MESSAGES.tooFarAhead);
  const closing = clubInstant(date, CLUB_CLOSES);
  if (!closing || start.getTime() + hours * 3_600_000 > closing.getTime()) {
    return fail(BOOKING_MESSAGES.pastClosing);
  }
  return OK;
}

/** The first move-in date allowed: tomorrow at the club (for the date input's `min`). */
export function earliestMoveInDate(now: Date = new Date()): string {
  return clubTomorrow(now);
}

/** A dedicated-desk move-in date: given, and after today at the club. */
export function validateMoveIn(
  date: string | null | undefined,
  now: Date = new Date(),
): ValidationResult {
  if (!date || !isClubDate(date)) return fail(DESK_MESSAGES.moveInRequired);
  if (date <= clubToday(now)) return fail(DESK_MESSAGES.moveInFuture);
  return OK;
}

/** A dedicated-desk request: the move-in date, then at least one whole seat. */
export function validateDeskRequest(
  { moveInDate, seats }: { moveInDate: string | null | undefined; seats: number },
  now: Date = new Date(),
): ValidationResult {
  const moveIn = validateMoveIn(moveInDate, now);
  if (!moveIn.ok) return moveIn;
  if (!Number.isInteger(seats) || seats < DESK_MIN_SEATS) return fail(DESK_MESSAGES.seatsMinimum);
  return OK;
}

/** A managed-office proposal request: the sales-contact box ticked and an allowed size. */
export function validateOfficeRequest({
  confirmSalesContact,
  seats,
}: {
  confirmSalesContact: boolean;
  seats: number;
}): ValidationResult {
  if (!confirmSalesContact) return fail(OFFICE_MESSAGES.confirmSalesContact);
  if (!isOfficeSeatOption(seats)) return fail(OFFICE_MESSAGES.seatsNotAllowed);
  return OK;
}
