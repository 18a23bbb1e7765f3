import { z } from "@/lib/zod";
import { getBookingByUser, startBookingPayment } from "@/lib/bookings/checkout";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { lastBuyerOf, PAYMENT_TEXT } from "@/lib/payments";
import { BOOKING_NOT_FOUND } from "../../_lib/messages";

const rateLimit = createRateLimit({ keyPrefix: "booking-pay", points: 20, durationSeconds: 300 });

/**
 * Another try at paying a hold (the checkout was closed, or a payment failed): a new order for
 * the same price, with the company and GSTIN given the first time. 409 once the hold is paid or
 * has lapsed.
 */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  { name: "POST /api/bookings/[id]/pay", schema: z.object({}), rateLimit, member: "required" },
  async (_values, { params: { id }, member: { user, access } }) => {
    const booking = await getBookingByUser(id, user.id, access);
    if (!booking) throw new HttpError("not_found", BOOKING_NOT_FOUND);
    // A date of a repeating booking is paid with its series' one order, never on its own.
    if (booking.seriesId) throw new ConflictError(PAYMENT_TEXT.notHeld);
    const heldUntil = booking.holdExpiresAt ? new Date(booking.holdExpiresAt).getTime() : 0;
    if (booking.status !== "pending_payment" || heldUntil <= Date.now()) {
      throw new ConflictError(PAYMENT_TEXT.notHeld);
    }
    const buyer = await lastBuyerOf(booking.id);
    const payment = await startBookingPayment(booking, { buyer, retry: true });
    return jsonOk({ booking, payment });
  },
);
