import type { BookingContact } from "@/lib/bookings/input";
import type {
  BookingKind,
  BookingQuote,
  BookingRequest,
  Paise,
  TimedResource,
} from "@/lib/pricing";
import type { DeskPaymentMethod } from "@/lib/bookings/rules/desk-sale";

import type { BookingStatus, PaymentStatus } from "@/lib/bookings/types";

export type DeskBookingStatus = BookingStatus;
export type DeskPaymentStatus = PaymentStatus;

/** A booking as the front desk sees it: who, what, when, how much, and where it stands. */
export type DeskBooking = {
  id: string;
  kind: BookingKind;
  resource: TimedResource | "day-pass" | "dedicated-desk" | "managed-office";
  quote: BookingQuote;
  /** Club date (yyyy-mm-dd). */
  date?: string;
  /** ISO instants; rooms and the studio only. */
  startsAt?: string;
  endsAt?: string;
  hours?: number;
  totalPaise: Paise;
  contactName?: string;
  contactEmail: string;
  contactPhone?: string;
  status: DeskBookingStatus;
  paymentStatus: DeskPaymentStatus;
  refundPaise?: Paise;
  /** Day passes: when the holder was signed in (the pass is used) and out at the desk. */
  checkedInAt?: string;
  checkedOutAt?: string;
};

/** The front desk's three actions on a booking. */
export type DeskAction = "mark-paid" | "mark-no-show" | "cancel";

/** A sale at the desk: what, for whom (a member's account, or null for a walk-in), and how paid. */
export type DeskSale = {
  request: BookingRequest;
  userId: string | null;
  contact: BookingContact;
  method: DeskPaymentMethod;
  reference?: string;
};
