import { createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { bookTour, type BookedTour } from "@/lib/tours";
import { HONEYPOT_FIELD, tourRequestSchema } from "@/lib/validation/enquiry";
import { requestedSlot, tourAnswer } from "./_lib";

export const runtime = "nodejs";

const rateLimit = createRateLimit({ keyPrefix: "tours", points: 20, durationSeconds: 300 });

/**
 * The contact form's Tour variant: 201 once the tour is booked (the database holds the slot's
 * capacity), with its start and manage link for the confirmation the form shows (the same link
 * the confirmation e-mail carries); 409 "that time was just taken" when the slot filled up
 * meanwhile.
 */
export const POST = jsonPostRoute(
  { name: "POST /api/tours", schema: tourRequestSchema, rateLimit, honeypotField: HONEYPOT_FIELD },
  async (values) => {
    const startsAt = requestedSlot(values.preferredDate, values.tourTime, new Date());
    let token: string;
    try {
      ({ token } = await bookTour({
        name: values.name,
        email: values.email,
        phone: values.phone,
        startsAt,
      }));
    } catch (error) {
      tourAnswer(error);
    }
    const tour: BookedTour = { startsAt: startsAt.toISOString(), managePath: `/tours/${token}` };
    return jsonOk({ tour }, 201);
  },
);
