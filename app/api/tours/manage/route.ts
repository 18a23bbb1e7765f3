import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { cancelTour, rescheduleTour } from "@/lib/tours";
import { tourChangeSchema } from "@/lib/validation/enquiry";
import { requestedSlot, tourAnswer } from "../_lib";

export const runtime = "nodejs";

const rateLimit = createRateLimit({ keyPrefix: "tour-manage", points: 20, durationSeconds: 300 });

/** The manage link's page: reschedule to another free slot, or cancel; no account needed. */
export const POST = jsonPostRoute(
  { name: "POST /api/tours/manage", schema: tourChangeSchema, rateLimit },
  async (values) => {
    try {
      if (values.action === "cancel") await cancelTour(values.token);
      else
        await rescheduleTour(
          values.token,
          requestedSlot(values.preferredDate, values.tourTime, new Date()),
        );
    } catch (error) {
      tourAnswer(error);
    }
    return jsonOk({});
  },
);
