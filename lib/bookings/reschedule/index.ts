import "server-only";
import type { Booking } from "@/lib/bookings/types";
import { moveBooking } from "@/lib/bookings/reschedule/move";
import { getRescheduleStore } from "@/lib/bookings/reschedule/select";
import type { NewSlot } from "@/lib/bookings/reschedule/rules";

export * from "@/lib/bookings/reschedule/rules";
export { moveBooking, RescheduleError, type MovedBooking } from "@/lib/bookings/reschedule/move";
export { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";

/** Moves the member's booking through the configured database (see moveBooking). */
export const rescheduleBooking = (booking: Booking, slot: NewSlot, now: Date = new Date()) =>
  moveBooking(getRescheduleStore(), booking, slot, now);
