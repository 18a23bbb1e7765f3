import { requireVerifiedEmail } from "@/lib/auth/member";
import { bookSeries, seriesBookingSchema } from "@/lib/bookings/series";
import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";

const rateLimit = createRateLimit({ keyPrefix: "series", points: 20, durationSeconds: 300 });

/**
 * Books a room or the studio weekly for the signed-in member: every date not skipped, held and
 * paid at once (201 `{ series, dates, booking, payment }`: `booking` is the first date, `payment`
 * the one provider order, null at the front desk). 400 while a taken, closed or over-limit date
 * is not skipped; 409 when a date was taken meanwhile (nothing is held then).
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/bookings/series",
    schema: seriesBookingSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
  },
  async (values, { member: { user } }) => {
    const booked = await bookSeries(values, { id: user.id, email: user.email, name: user.name });
    return jsonOk({ ...booked, booking: booked.dates[0] ?? null }, 201);
  },
);
