import "server-only";
import { getBookingsPort } from "@/lib/bookings/select";
import type { BookingsPort } from "@/lib/bookings/port";

/**
 * The bookings module (issue 37): the `bookings` table and its SQL functions, the one row mapper
 * (record.ts), booking payments and the booking invoice, the desk's reads and actions, the
 * calendar event. What routes and server pages call; browser code imports ./types and ./rules.
 */

export * from "@/lib/bookings/types";
export * from "@/lib/bookings/checkout";
export type { BookingsPort } from "@/lib/bookings/port";
export { bookingFromRecord } from "@/lib/bookings/rows";
export { refundCancelledBooking, refundDeskCancellation } from "@/lib/bookings/payments";
export { bookingInvoiceRecord } from "@/lib/bookings/invoice";
export { bookingEvent, bookingIcs, bookingIcsFilename } from "@/lib/bookings/calendar-event";
export { getDeskPort, type DeskPort } from "@/lib/bookings/desk";
export { deskSalePaymentRef, invoiceDeskSale } from "@/lib/bookings/desk/sale-invoice";

/**
 * Each resolves once the row is committed and rejects with a `DataError` (lib/db); pass
 * `{ accessToken }` for a signed-in user so connected mode acts as them.
 */

export const listBookingsByUser: BookingsPort["listBookingsByUser"] = (...args) =>
  getBookingsPort().listBookingsByUser(...args);

/** Taken intervals of a room or the studio on a club date (no personal data). */
export const listTakenSlots: BookingsPort["listTakenSlots"] = (...args) =>
  getBookingsPort().listTakenSlots(...args);

/** Null when the booking is not the user's, has started, or is already cancelled. */
export const cancelBooking: BookingsPort["cancelBooking"] = (...args) =>
  getBookingsPort().cancelBooking(...args);
