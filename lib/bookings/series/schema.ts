import { z } from "@/lib/zod";
import {
  checkoutBuyerSchema,
  meetingRoomRequestSchema,
  podcastRequestSchema,
} from "@/lib/validation/booking";
import { SERIES_MAX_WEEKS, SERIES_MIN_WEEKS } from "./rules";

const weeks = z
  .number()
  .int()
  .min(SERIES_MIN_WEEKS, `Repeat for ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS} weeks.`)
  .max(SERIES_MAX_WEEKS, `Repeat for ${SERIES_MIN_WEEKS} to ${SERIES_MAX_WEEKS} weeks.`);

/** A room or studio request (its first date) repeated weekly: what the preview is asked. */
export const seriesPreviewSchema = z.object({
  request: z.discriminatedUnion("kind", [meetingRoomRequestSchema, podcastRequestSchema]),
  weeks,
});

/** POST /api/bookings/series: the preview's request, the dates skipped, and the invoice's buyer. */
export const seriesBookingSchema = seriesPreviewSchema.extend({
  skip: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(SERIES_MAX_WEEKS)
    .default([]),
  buyer: checkoutBuyerSchema.default({
    billingCompany: undefined,
    billingGstin: undefined,
    billingAddress: undefined,
    billingState: undefined,
  }),
});

/** POST /api/bookings/series/[id]/cancel: one date (its booking id), or every remaining date. */
export const seriesCancelSchema = z.object({ bookingId: z.uuid().optional() });

export type SeriesPreviewValues = z.output<typeof seriesPreviewSchema>;
export type SeriesBookingValues = z.output<typeof seriesBookingSchema>;
