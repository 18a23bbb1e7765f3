/**
 * Moving a booking to another date or time (issue 37, part 2): which bookings may move and until
 * when, the request a move stands for, and what it does to the price. Pure rules with "now" as a
 * parameter and no server imports, so the dashboard, the move page and the policy pages say what
 * the server (and 0066_booking_reschedule.sql, which has the last word) decides.
 */
import {
  DAY_PASS_RESCHEDULE_HOURS,
  ROOM_RESCHEDULE_HOURS,
  bookingTotal,
  clubInstant,
  creditableValue,
  formatInr,
  memberQuote,
  planBooking,
  quoteWithCredit,
  type BookingKind,
  type BookingQuote,
  type BookingRequest,
  type PlanResult,
} from "@/lib/pricing";

/** The kinds a member may move: booked for a date or an hour, paid or due at the desk. */
export const MOVABLE_KINDS = ["meeting-room", "podcast-studio", "day-pass"] as const;
export type MovableKind = (typeof MOVABLE_KINDS)[number];

export const isMovableKind = (kind: BookingKind): kind is MovableKind =>
  MOVABLE_KINDS.some((k) => k === kind);

/** Hours before the start when moving closes: one source for the pages and the dashboard. */
export const RESCHEDULE_HOURS: Record<MovableKind, number> = {
  "meeting-room": ROOM_RESCHEDULE_HOURS,
  "podcast-studio": ROOM_RESCHEDULE_HOURS,
  "day-pass": DAY_PASS_RESCHEDULE_HOURS,
};

/** The rule in one sentence, as the policy pages and the dashboard print it. */
export const RESCHEDULE_RULE = `Move a meeting room or studio booking to another time up to ${ROOM_RESCHEDULE_HOURS} hours before it starts, and a day pass to another weekday up to ${DAY_PASS_RESCHEDULE_HOURS} hours before its day, from your dashboard.`;

export const RESCHEDULE_TEXT = {
  notFound: "We couldn't find that booking.",
  notMovable: "Only a confirmed meeting room, studio or day-pass booking can be moved.",
  tooLate: (kind: MovableKind) =>
    kind === "day-pass"
      ? `A day pass can be moved until ${DAY_PASS_RESCHEDULE_HOURS} hours before its day, so this one can no longer be moved.`
      : `A booking can be moved until ${ROOM_RESCHEDULE_HOURS} hours before it starts, so this one can no longer be moved.`,
  sameTime: "That is when this booking already is. Please choose another date or time.",
  dateRequired: "Please choose a date from today onwards.",
  priceDiffers: (paid: number, total: number) =>
    `This booking was paid online (${formatInr(paid)}); the time you chose costs ${formatInr(total)}. Please keep the same number of hours, or cancel and book again.`,
  creditKeepsLength:
    "This booking was paid with room credit, so it can move to another date or time of the same length only. To change its length, cancel it and book again.",
  moved: "Booking moved",
  /** A booking paid online, moved to a time of another price (0110): what the member will pay or get back. */
  newPrice: (total: number, paid: number) =>
    total > paid
      ? `The new time costs ${formatInr(total)}: you pay the difference of ${formatInr(total - paid)} online, and your booking moves once it is paid.`
      : `The new time costs ${formatInr(total)}: we refund the difference of ${formatInr(paid - total)} to how you paid.`,
  refundedDifference: (amount: number) =>
    `We are refunding the difference of ${formatInr(amount)}. Your new tax invoice and a credit note for the old one are e-mailed.`,
  paidDifference: (amount: number) =>
    `You paid the difference of ${formatInr(amount)}. Your new tax invoice and a credit note for the old one are e-mailed.`,
  differenceHoldNote: "Your booking stays at its current time until the difference is paid.",
  differenceRefunded: "The new time was booked by someone else, or the payment came too late",
  couldNotStartPayment:
    "We couldn't start the payment, so your booking was not moved. Please try again in a moment.",
} as const;

/** What a booking needs for these rules (a `Booking` has it all). */
export type MovableBooking = {
  kind: BookingKind;
  status: string;
  startsAt?: string;
  date?: string;
};

/** The start the window counts back from: the session's, or midnight (club time) of the pass's day. */
function startOf(booking: MovableBooking): Date | null {
  if (booking.startsAt) return new Date(booking.startsAt);
  return booking.date ? clubInstant(booking.date, "00:00") : null;
}

/** The first instant a booking can no longer be moved, or null when it never could. */
export function moveClosesAt(booking: MovableBooking): Date | null {
  if (!isMovableKind(booking.kind)) return null;
  const start = startOf(booking);
  return start ? new Date(start.getTime() - RESCHEDULE_HOURS[booking.kind] * 3_600_000) : null;
}

export type MoveCheck = { movable: true; closesAt: Date } | { movable: false; reason: string };

/** Whether a booking can be moved at `now`, and until when; else why not, in the member's words. */
export function checkMovable(booking: MovableBooking, now: Date): MoveCheck {
  const closesAt = moveClosesAt(booking);
  if (!closesAt || booking.status !== "confirmed" || !isMovableKind(booking.kind)) {
    return { movable: false, reason: RESCHEDULE_TEXT.notMovable };
  }
  if (now.getTime() >= closesAt.getTime()) {
    return { movable: false, reason: RESCHEDULE_TEXT.tooLate(booking.kind) };
  }
  return { movable: true, closesAt };
}

/** The new date (a day pass), or date, start and hours (a room or the studio). */
export type NewSlot = { date: string; time?: string; hours?: number };

/**
 * The booking request a move stands for: the same room and tech support, or plan and
 * post-production, as booked; the new date, time and hours. Null for a kind that never moves.
 */
export function moveRequest(quote: BookingQuote, slot: NewSlot): BookingRequest | null {
  switch (quote.kind) {
    case "day-pass":
      return { kind: "day-pass", date: slot.date };
    case "meeting-room":
      return {
        kind: "meeting-room",
        room: quote.room,
        techSupport: quote.techSupport,
        date: slot.date,
        time: slot.time ?? "",
        hours: slot.hours ?? quote.hours,
      };
    case "podcast-studio":
      return {
        kind: "podcast-studio",
        plan: quote.plan,
        postProductionHours: quote.postProductionHours,
        date: slot.date,
        time: slot.time ?? "",
        hours: slot.hours ?? quote.hours,
      };
    default:
      return null;
  }
}

/**
 * The new time checked as a new booking is (lib/pricing `planBooking`) and priced on the booking's
 * own terms: the member rate it was booked at (0090), and the room credit it drew (0092), which a
 * move keeps. Credit cannot be kept for fewer hours than it paid for, so a booking paid with
 * credit moves at the same room value only (0110's move_booking_priced holds the same rules).
 */
export function planMove(quote: BookingQuote, slot: NewSlot, now: Date): PlanResult | null {
  const request = moveRequest(quote, slot);
  if (!request) return null;
  const planned = planBooking(request, now);
  if (!planned.ok) return planned;
  const { memberPercent, credit = 0 } = quote as { memberPercent?: number; credit?: number };
  let moved = memberPercent
    ? memberQuote(planned.booking.quote, memberPercent)
    : planned.booking.quote;
  if (credit > 0) {
    if (creditableValue(moved) !== creditableValue(quote)) {
      return { ok: false, message: RESCHEDULE_TEXT.creditKeepsLength, field: "hours" };
    }
    moved = quoteWithCredit(moved, credit);
  }
  return { ok: true, booking: { ...planned.booking, quote: moved, total: bookingTotal(moved) } };
}

/**
 * What a move does to the money: nothing (same price, or nothing paid yet: a booking due at the
 * desk carries its new price), or the difference to pay or to refund of a booking paid online.
 */
export type PriceChange =
  | { kind: "none" }
  | { kind: "due-at-desk"; total: number }
  | { kind: "pay"; amount: number }
  | { kind: "refund"; amount: number };

export function priceChange(
  booking: { totalPaise: number; paymentStatus: string },
  newTotal: number,
): PriceChange {
  if (newTotal === booking.totalPaise) return { kind: "none" };
  if (booking.paymentStatus !== "paid-online") return { kind: "due-at-desk", total: newTotal };
  return newTotal > booking.totalPaise
    ? { kind: "pay", amount: newTotal - booking.totalPaise }
    : { kind: "refund", amount: booking.totalPaise - newTotal };
}

/**
 * Whether moving to `slot` changes what a booking paid online costs: such a move is credited and
 * invoiced again, and the difference paid or refunded (0110). A series date is paid with its
 * series' one payment and keeps its price (0066's refusal).
 */
export function changesOnlinePrice(
  booking: { paymentStatus: string; seriesId?: string; quote: BookingQuote; totalPaise: number },
  slot: NewSlot,
  now: Date,
): boolean {
  if (booking.paymentStatus !== "paid-online" || booking.seriesId) return false;
  const planned = planMove(booking.quote, slot, now);
  return Boolean(planned?.ok && planned.booking.total !== booking.totalPaise);
}
