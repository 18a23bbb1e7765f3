import { requireVerifiedEmail } from "@/lib/auth/member";
import { BookingLimitError, ClosedDayError } from "@/lib/db";
import { createRateLimit, InvalidRequestError, jsonOk } from "@/lib/http";
import { bookOnCompany } from "@/lib/memberships";
import { planBooking, SLOT_MESSAGES } from "@/lib/pricing";
import { jsonPostRoute } from "@/lib/route";
import { bookingSubmissionSchema } from "@/lib/validation/booking";
import { bookingLimitMessage } from "../_lib/messages";

const rateLimit = createRateLimit({
  keyPrefix: "company-bookings",
  points: 30,
  durationSeconds: 300,
});

/**
 * "Book on the company": a room or the studio for the signed-in seat user, billed to their
 * company's next membership invoice (0100), confirmed without a payment: 201 `{ booking,
 * payment: null }`. The rules and refusals of POST /api/bookings, and 403 when the company has
 * not let them book on it, 409 over the company's monthly cap (the message says what is left).
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/bookings/company",
    schema: bookingSubmissionSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
    conflict: { message: SLOT_MESSAGES.justTaken, field: "time" },
  },
  async (values, { member }) => {
    const planned = planBooking(values, new Date());
    if (!planned.ok) {
      throw new InvalidRequestError(planned.message, { [planned.field]: planned.message });
    }
    const { user } = member;
    try {
      const booking = await bookOnCompany(member, values, { name: user.name, email: user.email });
      return jsonOk({ booking, payment: null }, 201);
    } catch (error) {
      if (error instanceof ClosedDayError) {
        throw new InvalidRequestError(error.message, { date: error.message });
      }
      if (!(error instanceof BookingLimitError)) throw error;
      const message = bookingLimitMessage(error.hoursPerWeek);
      throw new InvalidRequestError(message, { date: message });
    }
  },
);
