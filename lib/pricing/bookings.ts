import { addHoursToTime, clubInstant } from "@/lib/pricing/club-time";
import {
  MEETING_ROOM_IDS,
  type MeetingRoomId,
  type PodcastPlan,
  type WorkspaceProduct,
  type WorkspaceTerm,
} from "@/lib/pricing/constants";
import { quoteDayPass, validateDayPassDate, type DayPassQuote } from "@/lib/pricing/day-pass";
import { quoteMeetingRoom, type MeetingRoomQuote } from "@/lib/pricing/meeting-rooms";
import type { Paise } from "@/lib/pricing/money";
import { quotePodcast, type PodcastQuote } from "@/lib/pricing/podcast";
import {
  BOOKING_MESSAGES,
  DESK_MESSAGES,
  OFFICE_MESSAGES,
  validateDeskRequest,
  validateMoveIn,
  validateOfficeRequest,
  validateRoomBooking,
} from "@/lib/pricing/validation";
import { quoteWorkspace, type WorkspaceQuote } from "@/lib/pricing/workspaces";

/**
 * A booking request as the calculators and the checkout send it, checked and priced by one
 * function on both sides: the browser for instant feedback, the server again with its own clock.
 */

/** Until a payment provider is configured, every booking is paid for at the club. */
export const PAYMENT_DUE_NOTE = "Payment is due at the front desk";
/** A room, the studio or a day pass paid through the payment provider (UPI, card, netbanking). */
export const PAID_ONLINE_NOTE = "Paid online";
/** Before booking, when payments are online: the hold and how to pay. */
export const PAY_ONLINE_NOTE = "Pay online by UPI, card or netbanking to confirm";

/**
 * What follows a desk or office request (its confirmation and acknowledgement e-mail): staff make
 * a membership from it, which e-mails the offer link (issue 22).
 */
export const MEMBERSHIP_NEXT_STEP =
  "Next, we prepare your membership offer and e-mail you a link to review it: plan, seats, term, rent, GST, deposit and first invoice. Nothing is charged until you accept it.";

/** A room or pass paid wholly with credit (issue 38): nothing to pay. */
export const PAID_BY_CREDIT_NOTE = "Paid with your room credit";

/** What a confirmed booking says of its payment. */
export const paymentNote = (paymentStatus: string) =>
  paymentStatus === "paid-online"
    ? PAID_ONLINE_NOTE
    : paymentStatus === "paid-by-credit"
      ? PAID_BY_CREDIT_NOTE
      : paymentStatus === "billed-to-company"
        ? BILLED_TO_COMPANY_NOTE
        : PAYMENT_DUE_NOTE;

/** A booking on the company (0100): nothing to pay now; a line on the company's next invoice. */
export const BILLED_TO_COMPANY_NOTE =
  "Billed to your company: it is a line on the company's next membership invoice, nothing to pay now";

export const BOOKING_KINDS = [
  "meeting-room",
  "podcast-studio",
  "day-pass",
  "dedicated-desk",
  "managed-office",
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** The one studio: Basic and Pro sessions take the same room. */
export const STUDIO_RESOURCE = "studio";
export type TimedResource = MeetingRoomId | typeof STUDIO_RESOURCE;
export const TIMED_RESOURCES: readonly TimedResource[] = [...MEETING_ROOM_IDS, STUDIO_RESOURCE];
export type BookingResource = TimedResource | "day-pass" | WorkspaceProduct;

export const isTimedResource = (value: unknown): value is TimedResource =>
  TIMED_RESOURCES.some((resource) => resource === value);

export type MeetingRoomRequest = {
  kind: "meeting-room";
  room: MeetingRoomId;
  date: string;
  time: string;
  hours: number;
  techSupport: boolean;
};
export type PodcastRequest = {
  kind: "podcast-studio";
  plan: PodcastPlan;
  date: string;
  time: string;
  hours: number;
  postProductionHours: number;
};
export type DayPassRequest = { kind: "day-pass"; date: string };
export type DeskRequest = {
  kind: "dedicated-desk";
  seats: number;
  term: WorkspaceTerm;
  moveInDate: string;
};
export type OfficeRequest = {
  kind: "managed-office";
  seats: number;
  term: WorkspaceTerm;
  moveInDate?: string;
  confirmSalesContact: boolean;
};
export type BookingRequest =
  MeetingRoomRequest | PodcastRequest | DayPassRequest | DeskRequest | OfficeRequest;

/** The price of a booking as stored with it: the pricing function's answer and what it priced. */
export type BookingQuote =
  | ({ kind: "meeting-room"; techSupport: boolean } & MeetingRoomQuote)
  | ({ kind: "podcast-studio" } & PodcastQuote)
  | ({ kind: "day-pass" } & DayPassQuote)
  | ({ kind: "dedicated-desk" | "managed-office" } & WorkspaceQuote);

export type PlannedBooking = {
  kind: BookingKind;
  resource: BookingResource;
  /** The club date: of the session or pass, or the move-in date (optional for an office). */
  date?: string;
  /** Rooms and the studio only: the instants the slot starts and ends. */
  startsAt?: Date;
  endsAt?: Date;
  hours?: number;
  seats?: number;
  term?: WorkspaceTerm;
  quote: BookingQuote;
  total: Paise;
  /** Rooms, studio and passes are booked at once; desks and offices are requests to sales. */
  status: "confirmed" | "requested";
};

/** Which form field a refusal belongs under. */
export type BookingField =
  "date" | "time" | "hours" | "moveInDate" | "seats" | "confirmSalesContact";

export type PlanResult =
  { ok: true; booking: PlannedBooking } | { ok: false; message: string; field: BookingField };

const ROOM_FIELDS: Record<string, BookingField> = {
  [BOOKING_MESSAGES.minLeadTime]: "time",
  [BOOKING_MESSAGES.invalidSlot]: "time",
  [BOOKING_MESSAGES.weekdaysOnly]: "date",
  [BOOKING_MESSAGES.tooFarAhead]: "date",
  [BOOKING_MESSAGES.pastClosing]: "hours",
  [BOOKING_MESSAGES.invalidHours]: "hours",
};

/** The headline figure stored as `total`: what is paid, due at move-in, or the office's month with GST. */
export function bookingTotal(quote: BookingQuote): Paise {
  switch (quote.kind) {
    case "dedicated-desk":
    case "managed-office":
      return quote.kind === "dedicated-desk" ? quote.dueAtMoveIn : quote.monthlyTotal;
    default:
      return quote.total;
  }
}

function timed(
  request: MeetingRoomRequest | PodcastRequest,
  resource: TimedResource,
  hours: number,
  quote: BookingQuote,
  now: Date,
): PlanResult {
  const checked = validateRoomBooking({ date: request.date, time: request.time, hours }, now);
  if (!checked.ok) {
    const field = ROOM_FIELDS[checked.message] ?? (request.date ? "time" : "date");
    return { ok: false, message: checked.message, field };
  }
  const startsAt = clubInstant(request.date, request.time);
  const endsAt = clubInstant(request.date, addHoursToTime(request.time, hours));
  if (!startsAt || !endsAt) {
    return { ok: false, message: BOOKING_MESSAGES.dateTimeRequired, field: "date" };
  }
  return {
    ok: true,
    booking: {
      kind: request.kind,
      resource,
      date: request.date,
      startsAt,
      endsAt,
      hours,
      quote,
      total: bookingTotal(quote),
      status: "confirmed",
    },
  };
}

/** Validates a request by the rules of spec section 5 at the instant `now`, and prices it. */
export function planBooking(request: BookingRequest, now: Date = new Date()): PlanResult {
  switch (request.kind) {
    case "meeting-room": {
      const quote = quoteMeetingRoom(request);
      const priced = { kind: request.kind, techSupport: request.techSupport, ...quote } as const;
      return timed(request, request.room, quote.hours, priced, now);
    }
    case "podcast-studio": {
      const quote = { kind: request.kind, ...quotePodcast(request) } as const;
      return timed(request, STUDIO_RESOURCE, quote.hours, quote, now);
    }
    case "day-pass": {
      const checked = validateDayPassDate(request.date, now);
      if (!checked.ok) return { ok: false, message: checked.message, field: "date" };
      const quote = { kind: request.kind, ...quoteDayPass() } as const;
      const booking = { kind: request.kind, resource: "day-pass", date: request.date } as const;
      return { ok: true, booking: { ...booking, quote, total: quote.total, status: "confirmed" } };
    }
    case "dedicated-desk": {
      const checked = validateDeskRequest(request, now);
      if (!checked.ok) {
        const field = checked.message === DESK_MESSAGES.seatsMinimum ? "seats" : "moveInDate";
        return { ok: false, message: checked.message, field };
      }
      return { ok: true, booking: workspace(request, request.moveInDate) };
    }
    case "managed-office": {
      const checked = validateOfficeRequest(request);
      if (!checked.ok) {
        const field =
          checked.message === OFFICE_MESSAGES.seatsNotAllowed ? "seats" : "confirmSalesContact";
        return { ok: false, message: checked.message, field };
      }
      if (request.moveInDate) {
        const moveIn = validateMoveIn(request.moveInDate, now);
        if (!moveIn.ok) return { ok: false, message: moveIn.message, field: "moveInDate" };
      }
      return { ok: true, booking: workspace(request, request.moveInDate) };
    }
  }
}

function workspace(request: DeskRequest | OfficeRequest, date: string | undefined): PlannedBooking {
  const quote = {
    kind: request.kind,
    ...quoteWorkspace({ product: request.kind, seats: request.seats, term: request.term }),
  } as const;
  return {
    kind: request.kind,
    resource: request.kind,
    ...(date ? { date } : {}),
    seats: quote.seats,
    term: request.term,
    quote,
    total: bookingTotal(quote),
    status: "requested",
  };
}
