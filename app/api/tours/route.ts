import { clientKey, createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { bookTour, verifyTourProof } from "@/lib/tours";
import { HONEYPOT_FIELD, tourRequestSchema } from "@/lib/validation/enquiry";
import { requestedSlot, tourAnswer } from "./_lib";

export const runtime = "nodejs";

const rateLimit = createRateLimit({ keyPrefix: "tours", points: 20, durationSeconds: 300 });

/**
 * The contact form's Tour variant: 201 once the tour is booked (the database holds the slot's
 * capacity), 409 "that time was just taken" when the slot filled up meanwhile. The database
 * also holds the client (its address) to its limits and asks a solved proof-of-work from its
 * second booking of a day (403 without one, 429 past the limits). A second booking for an
 * address that has a tour answers 201 too: its owner is e-mailed the link (issue 39).
 */
export const POST = jsonPostRoute(
  { name: "POST /api/tours", schema: tourRequestSchema, rateLimit, honeypotField: HONEYPOT_FIELD },
  async (values, { request }) => {
    const startsAt = requestedSlot(values.preferredDate, values.tourTime, new Date());
    const proven = values.proof ? await verifyTourProof(values.proof) : false;
    try {
      await bookTour({
        name: values.name,
        email: values.email,
        phone: values.phone,
        startsAt,
        client: clientKey(request),
        proven,
      });
    } catch (error) {
      tourAnswer(error);
    }
    return jsonOk({}, 201);
  },
);
