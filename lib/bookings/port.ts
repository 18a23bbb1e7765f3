import "server-only";
import type { DataAccess } from "@/lib/db";
import type { Booking, NewBooking, TakenInterval } from "@/lib/bookings/types";
import type { TimedResource } from "@/lib/pricing";

/**
 * The bookings table, whatever stores it. A resolved create means the row is committed; failures
 * are `DataError`s (lib/db/errors.ts). `access` carries the signed-in user's token for backends
 * that enforce ownership themselves (row-level security); the embedded adapter ignores it because
 * its server is the only client.
 */
export interface BookingsPort {
  /**
   * Stores a booking for `booking.userId` and returns it as stored. Throws `DataConflictError`
   * when the database refuses it because it overlaps a live booking of the same room or studio,
   * `BookingLimitError` when the member already holds the week's hours of rooms and studio.
   */
  createBooking(booking: NewBooking, access?: DataAccess): Promise<Booking>;
  /** The user's bookings, newest first (cancelled ones included). */
  listBookingsByUser(userId: string, access?: DataAccess): Promise<Booking[]>;
  /** One of the user's bookings, or null (no such id, or someone else's). */
  getBookingByUser(id: string, userId: string, access?: DataAccess): Promise<Booking | null>;
  /**
   * The live bookings of a room or the studio that overlap a club date, as bare intervals:
   * anyone may know a slot is taken, nobody who took it.
   */
  listTakenSlots(
    resource: TimedResource,
    date: string,
    access?: DataAccess,
  ): Promise<TakenInterval[]>;
  /**
   * Cancels the user's booking if it has not started (and is not already cancelled), recording
   * the refund; returns it as stored, or null when there was nothing the user could cancel.
   * The embedded server records `refundPaise`; in connected mode the `cancel_booking` SQL function
   * works out the refund by the same policy (lib/pricing/refunds.ts) and the time itself.
   */
  cancelBooking(
    id: string,
    userId: string,
    refundPaise: number,
    access?: DataAccess,
  ): Promise<Booking | null>;
}
