import "server-only";
import { getBookingsPort } from "@/lib/bookings/select";
import type { BookingsPort } from "@/lib/bookings/port";
import { settleBookingPayment } from "@/lib/bookings/payments";
import type { CapturedPayment, PaymentRecord } from "@/lib/payments";

/**
 * What "a member books a room and pays" needs of bookings (issue 37's walk): the booking stored,
 * its payment started, and its settlement. The booking routes and lib/settlement's handler import
 * this entry alone; the full facade (index.ts) re-exports it beside the desk, the calendar event
 * and the invoice, which this flow never loads.
 */

export { toNewBooking, type BookingContact } from "@/lib/bookings/input";
export { readBooking, settleBookingPayment, startBookingPayment } from "@/lib/bookings/payments";

/** Rejects with `DataConflictError` when the slot overlaps a live booking of the same room or studio. */
export const createBooking: BookingsPort["createBooking"] = (...args) =>
  getBookingsPort().createBooking(...args);

export const getBookingByUser: BookingsPort["getBookingByUser"] = (...args) =>
  getBookingsPort().getBookingByUser(...args);

/** The bookings' settlement, for lib/payments' dispatch by subject (wired in lib/settlement). */
export async function settleBooking(payment: CapturedPayment, record: PaymentRecord | null) {
  const { outcome, booking } = await settleBookingPayment(payment, record);
  return { outcome, subject: booking };
}
