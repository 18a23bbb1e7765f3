import { z } from "@/lib/zod";
import { cancelBooking, getBookingByUser, refundCancelledBooking } from "@/lib/bookings";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { CANCELLATION_TEXT, quoteCancellation } from "@/lib/pricing";
import { BOOKING_NOT_FOUND } from "../../_lib/messages";
import { cancelSeries, dateRefund } from "@/lib/bookings/series";

const rateLimit = createRateLimit({
  keyPrefix: "booking-cancel",
  points: 20,
  durationSeconds: 300,
});

/**
 * Cancels one of the member's bookings that has not started, with the refund the policy gives
 * at this moment (lib/pricing `quoteCancellation`): 200 `{ booking, refund }`. A booking paid
 * online is refunded through the provider, its refund id and status recorded on the booking.
 */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/bookings/[id]/cancel",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_values, { params: { id }, member: { user, access } }) => {
    const booking = await getBookingByUser(id, user.id, access);
    if (!booking) throw new HttpError("not_found", BOOKING_NOT_FOUND);
    // A date of a repeating booking: cancelled and refunded with its series (lib/bookings/series).
    if (booking.seriesId) {
      const [date] = await cancelSeries(booking.seriesId, user.id, id);
      const refund = date?.cancelledAt
        ? dateRefund(
            { startsAt: date.startsAt ?? date.cancelledAt, totalPaise: date.totalPaise },
            new Date(date.cancelledAt),
          )
        : null;
      return jsonOk({ booking: date, refund });
    }
    const terms = quoteCancellation({ ...booking, total: booking.totalPaise }, new Date());
    if (!terms.cancellable) throw new ConflictError(terms.reason);
    const cancelled = await cancelBooking(id, user.id, terms.refund?.amount ?? 0, access);
    // Lost a race with the clock or another tab: it started, or is already cancelled.
    if (!cancelled) throw new ConflictError(CANCELLATION_TEXT.started);
    const refunded = terms.refund
      ? await refundCancelledBooking(cancelled, terms.refund)
      : cancelled;
    return jsonOk({ booking: refunded, refund: terms.refund });
  },
);
