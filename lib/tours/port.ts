import "server-only";
import type { AuthUser } from "@/lib/auth/types";
import type { DataAccess } from "@/lib/db";
import type { ManagedTour, NewTour, Tour, TourStatus } from "@/lib/tours/types";

/**
 * Tours, whatever stores them. Booking, moving and cancelling go through the SQL functions of
 * 0032_tour_functions.sql in both modes; failures are `TourError`s (the visitor's sentence) or
 * `DataError`s (the backend did not answer).
 */
export interface TourPort {
  /** The starts (ISO) of the slots in [from, to) that are full. */
  listFullSlots(from: Date, to: Date): Promise<string[]>;
  /** Books a tour; `token` is the manage link's secret, stored hashed. Resolves to its id. */
  bookTour(tour: NewTour, token: string): Promise<string>;
  getTourByToken(token: string): Promise<ManagedTour | null>;
  rescheduleTour(token: string, startsAt: Date): Promise<void>;
  cancelTour(token: string): Promise<void>;
  /** Every tour starting in [from, to), earliest first. */
  listTours(from: Date, to: Date): Promise<Tour[]>;
  /**
   * Staff only; a toured lead is followed up on the working day after the tour. Throws
   * `TourNotFoundError` for a cancelled or unknown tour.
   */
  markTour(
    id: string,
    status: Exclude<TourStatus, "cancelled">,
    actor: AuthUser,
    access: DataAccess,
  ): Promise<void>;
  /** Owes the reminders due at `now`; resolves to how many were new. */
  oweTourReminders(now: Date): Promise<number>;
}
