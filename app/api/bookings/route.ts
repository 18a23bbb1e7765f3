import { requireVerifiedEmail } from "@/lib/auth/member";
import { BookingLimitError, ClosedDayError } from "@/lib/db";
import {
  createBooking,
  startBookingPayment,
  toNewBooking,
  type BookingContact,
} from "@/lib/bookings/checkout";
import { createRateLimit, InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { planBooking, SLOT_MESSAGES } from "@/lib/pricing";
import { bookingLimitMessage } from "./_lib/messages";
import { bookingSubmissionSchema, type BookingRequestValues } from "@/lib/validation/booking";
import { invoiceBuyerOf } from "@/lib/validation/invoice-address";

const rateLimit = createRateLimit({ keyPrefix: "bookings", points: 30, durationSeconds: 300 });

/** The checkout form names its contact; the calculators book with the account's details. */
function contactOf(
  values: BookingRequestValues,
  user: { email: string; name?: string },
): BookingContact {
  if (values.kind === "day-pass") {
    const { name, email, phone, receivePromotions } = values;
    return { name, email, phone, receivePromotions };
  }
  return { name: user.name, email: user.email };
}

/**
 * Creates a booking for the signed-in member: 401 when signed out, 400 with the spec's message
 * when the rules refuse it (checked again here, with the server's clock), priced here whatever
 * the browser showed, 409 when the slot was taken meanwhile, 400 when the member already holds the
 * week's hours of rooms and studio (the database's hoarding limit), else 201 `{ booking, payment }`.
 * With payments online a room, the studio or a day pass is a hold (`pending_payment`) and
 * `payment` is the provider's order for the browser's checkout (null at the front desk); 503 when
 * the provider cannot be reached, the hold already given back.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/bookings",
    schema: bookingSubmissionSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
    conflict: { message: SLOT_MESSAGES.justTaken, field: "time" },
  },
  async (values, { member: { user, access } }) => {
    const planned = planBooking(values, new Date());
    if (!planned.ok) {
      throw new InvalidRequestError(planned.message, { [planned.field]: planned.message });
    }
    let booking;
    try {
      booking = await createBooking(
        toNewBooking(values, planned.booking, user.id, contactOf(values, user)),
        access,
      );
    } catch (error) {
      // A closed day (0057): the database's sentence names the day and why.
      if (error instanceof ClosedDayError) {
        throw new InvalidRequestError(error.message, { date: error.message });
      }
      if (!(error instanceof BookingLimitError)) throw error;
      const message = bookingLimitMessage(error.hoursPerWeek);
      throw new InvalidRequestError(message, { date: message });
    }
    const payment = await startBookingPayment(booking, {
      buyer: invoiceBuyerOf(values),
    });
    return jsonOk({ booking, payment }, 201);
  },
);
