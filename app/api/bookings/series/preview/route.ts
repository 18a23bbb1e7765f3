import { requireVerifiedEmail } from "@/lib/auth/member";
import { previewSeries, seriesPreviewSchema } from "@/lib/bookings/series";
import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";

const rateLimit = createRateLimit({
  keyPrefix: "series-preview",
  points: 60,
  durationSeconds: 300,
});

/**
 * "Repeat weekly", before anything is held: every date of the series with its price, and which
 * are taken, closed or over the member's weekly hours (they must skip those). 400 with the spec's
 * message when the first date itself breaks a booking rule.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/bookings/series/preview",
    schema: seriesPreviewSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
  },
  async (values, { member: { user } }) => {
    const preview = await previewSeries(values, { id: user.id, email: user.email });
    return jsonOk(preview);
  },
);
