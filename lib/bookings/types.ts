/**
 * App-owned shapes of a booking. Adapters convert database rows (snake_case, nulls) to these at
 * the boundary (lib/bookings/record.ts). Pure types: safe to import from client code.
 */

import type {
  BookingKind,
  BookingQuote,
  BookingRequest,
  BookingResource,
  Paise,
  WorkspaceTerm,
} from "@/lib/pricing";
import type { RefundStatus } from "@/lib/payments/types";

export type { TakenInterval } from "@/lib/pricing";
export type { RefundStatus } from "@/lib/payments/types";

/**
 * Who booked what, for when, at what price: the server's plan (lib/pricing) and the request it
 * came from. Connected mode stores through the `book` SQL function, which checks and prices the
 * request itself (the member could call it without this server); the embedded server stores its plan.
 */
export type NewBooking = {
  userId: string;
  request: BookingRequest;
  kind: BookingKind;
  resource: BookingResource;
  /** Club date (yyyy-mm-dd) of the session or pass, or the move-in date. */
  date?: string;
  /** ISO instants; rooms and the studio only. */
  startsAt?: string;
  endsAt?: string;
  hours?: number;
  seats?: number;
  term?: WorkspaceTerm;
  quote: BookingQuote;
  totalPaise: Paise;
  contactName?: string;
  contactEmail: string;
  contactPhone?: string;
  receivePromotions: boolean;
  status: "confirmed" | "requested";
};

/**
 * Mirrors `bookings_status_check` (0005_staff_bookings.sql, 0010_online_payments.sql): staff mark
 * a no-show; with payments online a booking is first a hold (`pending_payment`) that is paid
 * (`confirmed`) or lapses (`expired`, its slot free again).
 */
export type BookingStatus =
  "confirmed" | "requested" | "cancelled" | "no-show" | "pending_payment" | "expired";

/**
 * Mirrors `bookings_payment_status_check`: at the front desk (due, then paid, as staff record),
 * or online (awaiting the hold's payment, then paid), or billed to the member's company on its
 * next membership invoice (0100).
 */
export type PaymentStatus =
  | "due-at-front-desk"
  | "paid-at-front-desk"
  | "awaiting-online-payment"
  | "paid-online"
  | "billed-to-company"
  // 0092: credit paid it all (issue 38); confirmed at once, nothing to pay.
  | "paid-by-credit";

export type Booking = Omit<NewBooking, "status" | "request"> & {
  id: string;
  createdAt: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  cancelledAt?: string;
  refundPaise?: Paise;
  /** A hold's deadline: unpaid by then, it lapses and its slot is free. */
  holdExpiresAt?: string;
  refundId?: string;
  refundStatus?: RefundStatus;
  /** How many times the booking was moved (0066): its calendar invitation's SEQUENCE. */
  sequence?: number;
  /** A date of a repeating booking (0070's booking_series): paid and refunded with its series. */
  seriesId?: string;
};
