import "server-only";
import type { Booking } from "@/lib/bookings/types";
import { moveBooking } from "@/lib/bookings/reschedule/move";
import { repriceBooking, settleRepricePayment } from "@/lib/bookings/reschedule/reprice";
import { getRepriceStore, getRescheduleStore } from "@/lib/bookings/reschedule/select";
import { changesOnlinePrice, type NewSlot } from "@/lib/bookings/reschedule/rules";
import type { CapturedPayment } from "@/lib/payments";

export * from "@/lib/bookings/reschedule/rules";
export { moveBooking, RescheduleError, type MovedBooking } from "@/lib/bookings/reschedule/move";
export { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";
export {
  repriceBooking,
  settleRepricePayment,
  type RepricedBooking,
} from "@/lib/bookings/reschedule/reprice";
export { createRepriceStore, type RepriceStore } from "@/lib/bookings/reschedule/reprice-store";

/**
 * Moves the member's booking through the configured database: at its price (moveBooking), or,
 * paid online, to a time of another price (repriceBooking: credited, invoiced again, the
 * difference refunded or to pay).
 */
export const rescheduleBooking = (booking: Booking, slot: NewSlot, now: Date = new Date()) =>
  changesOnlinePrice(booking, slot, now)
    ? repriceBooking(getRepriceStore(), booking, slot, now)
    : moveBooking(getRescheduleStore(), booking, slot, now);

/** A move's difference payment, for lib/payments' dispatch by subject (wired in lib/settlement). */
export async function settleBookingReprice(payment: CapturedPayment) {
  const { outcome, booking } = await settleRepricePayment(getRepriceStore(), payment, new Date());
  return { outcome, subject: booking };
}
