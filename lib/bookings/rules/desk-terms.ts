import {
  clubDateTimeOf,
  isUpcoming,
  MEETING_ROOMS,
  MEETING_SLOTS,
  quoteCancellation,
  STUDIO_RESOURCE,
  TIMED_RESOURCES,
  type CancellationQuote,
  type TimedResource,
} from "@/lib/pricing";
import type { DeskBooking } from "@/lib/bookings/desk/types";

/** What the desk may do with a booking at `now`, and what a cancellation would refund. */
export type DeskTerms = {
  canMarkPaid: boolean;
  canMarkNoShow: boolean;
  cancellation: CancellationQuote;
};

export const DESK_TEXT = {
  status: {
    confirmed: "Confirmed",
    requested: "Requested",
    cancelled: "Cancelled",
    "no-show": "No-show",
    pending_payment: "Held for payment",
    expired: "Hold lapsed",
  },
  payment: {
    "due-at-front-desk": "Due at the front desk",
    "paid-at-front-desk": "Paid at the front desk",
    "awaiting-online-payment": "Awaiting online payment",
    "paid-online": "Paid online",
    "billed-to-company": "Billed to the company",
    "paid-by-credit": "Paid with credit",
  },
  notPayable: "This booking is already paid, or cancelled.",
  notStarted: "A booking can be marked as a no-show only once it has started.",
  notFound: "There is no such booking.",
  noShowCancel: "This booking has already started, so it can no longer be cancelled.",
  changedMeanwhile: "This booking changed a moment ago. Reload to see where it stands.",
} as const;

export function deskTerms(booking: DeskBooking, now: Date): DeskTerms {
  const live = booking.status === "confirmed" || booking.status === "no-show";
  return {
    canMarkPaid: live && booking.paymentStatus === "due-at-front-desk",
    canMarkNoShow: booking.status === "confirmed" && !isUpcoming(booking, now),
    cancellation:
      booking.status === "no-show"
        ? { cancellable: false, reason: DESK_TEXT.noShowCancel }
        : quoteCancellation(
            {
              kind: booking.kind,
              status: booking.status,
              startsAt: booking.startsAt,
              date: booking.date,
              total: booking.totalPaise,
            },
            now,
          ),
  };
}

/** The day view's rows: each room, then the studio. */
export const DESK_ROWS: readonly { resource: TimedResource; label: string }[] = TIMED_RESOURCES.map(
  (resource) => ({
    resource,
    label: resource === STUDIO_RESOURCE ? "Podcast Studio" : MEETING_ROOMS[resource].name,
  }),
);

/** The day view's columns: the club's hourly slots, 09:00 to 19:00 (the last ends at closing). */
export const DESK_HOURS = MEETING_SLOTS;

/** One row of the grid: each cell an empty hour, or a booking spanning its hours. */
export type GridCell =
  | { type: "free"; time: string }
  | { type: "booking"; time: string; span: number; booking: DeskBooking };

export function gridRow(resource: TimedResource, bookings: readonly DeskBooking[]): GridCell[] {
  const starting = new Map<string, DeskBooking>();
  for (const booking of bookings) {
    if (booking.resource !== resource || !booking.startsAt) continue;
    starting.set(clubDateTimeOf(new Date(booking.startsAt)).time, booking);
  }
  const cells: GridCell[] = [];
  for (let i = 0; i < DESK_HOURS.length;) {
    const time = DESK_HOURS[i]!;
    const booking = starting.get(time);
    if (!booking) {
      cells.push({ type: "free", time });
      i += 1;
      continue;
    }
    const left = DESK_HOURS.length - i;
    const span = Math.min(Math.max(booking.hours ?? 1, 1), left);
    cells.push({ type: "booking", time, span, booking });
    i += span;
  }
  return cells;
}
