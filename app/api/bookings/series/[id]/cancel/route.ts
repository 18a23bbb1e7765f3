import { cancelSeries, seriesCancelSchema, SERIES_TEXT } from "@/lib/bookings/series";
import { createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { isUuid } from "@/lib/validation/uuid";

const rateLimit = createRateLimit({ keyPrefix: "series-cancel", points: 20, durationSeconds: 300 });

/**
 * Cancels one date of the member's series (`bookingId`) or every remaining date (none given):
 * each not yet begun, refunded by its own 100/50/0 rule through the series' payment. 200
 * `{ dates, refunded }` (the dates cancelled now, and their refunds' sum in paise); 409 when
 * nothing is left to cancel.
 */
export const POST = jsonPostRoute<typeof seriesCancelSchema, { id: string }>(
  {
    name: "POST /api/bookings/series/[id]/cancel",
    schema: seriesCancelSchema,
    rateLimit,
    member: "required",
  },
  async ({ bookingId }, { params: { id }, member: { user } }) => {
    if (!isUuid(id)) throw new HttpError("not_found", SERIES_TEXT.notFound);
    const dates = await cancelSeries(id, user.id, bookingId ?? null);
    const refunded = dates.reduce((sum, d) => sum + (d.refundPaise ?? 0), 0);
    return jsonOk({ dates, refunded });
  },
);
