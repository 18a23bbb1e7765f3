import { z } from "@/lib/zod";
import { getBookingByUser } from "@/lib/bookings";
import { BookingLimitError } from "@/lib/db";
import { createRateLimit, HttpError, InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { rescheduleBooking } from "@/lib/bookings/reschedule";
import { BOOKING_NOT_FOUND, bookingLimitMessage } from "../../_lib/messages";

const rateLimit = createRateLimit({
  keyPrefix: "booking-reschedule",
  points: 20,
  durationSeconds: 300,
});

/** The new date (a day pass), or date, start and hours (a room or the studio). */
const schema = z.strictObject({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Please choose a date."),
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/, "Please choose a start time.")
    .optional(),
  hours: z.number().int().min(1).max(24).optional(),
});

/**
 * Moves one of the member's bookings to a new date or time: 200 `{ booking, price }`; paid online
 * at another price, credited and invoiced again with the difference refunded (`price.kind`
 * "refund"), or, dearer, `{ booking (where it still is), price, payment }`: the order for the
 * difference, whose capture completes the move. 404 when it is not theirs, 409 when it can no
 * longer move (the window closed, not confirmed, the slot just taken, a different price for a
 * series date paid online), 400 with the rule's message (as a new booking's) under its field, or
 * the weekly hours limit; 503 when the difference's order could not be started (not moved).
 */
export const POST = jsonPostRoute<typeof schema, { id: string }>(
  {
    name: "POST /api/bookings/[id]/reschedule",
    schema,
    rateLimit,
    member: "required",
  },
  async (slot, { params: { id }, member: { user, access } }) => {
    const booking = await getBookingByUser(id, user.id, access);
    if (!booking) throw new HttpError("not_found", BOOKING_NOT_FOUND);
    try {
      const moved = await rescheduleBooking(booking, slot, new Date());
      return jsonOk(moved);
    } catch (error) {
      if (!(error instanceof BookingLimitError)) throw error;
      const message = bookingLimitMessage(error.hoursPerWeek);
      throw new InvalidRequestError(message, { date: message });
    }
  },
);
