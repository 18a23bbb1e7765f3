import { clientKey, createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { bookTour, verifyTourProof, type BookedTour } from "@/lib/tours";
import { HONEYPOT_FIELD, tourRequestSchema } from "@/lib/validation/enquiry";
import { requestedSlot, tourAnswer } from "./_lib";

export const runtime = "nodejs";

const rateLimit = createRateLimit({ keyPrefix: "tours", points: 20, durationSeconds: 300 });

/**
 * The contact form's Tour variant: 201 once the tour is booked (the database holds the slot's
 * capacity), with its start for the confirmation the form shows; 409 "that time was just taken"
 * when the slot filled up meanwhile. The database also holds the client (its address) to its
 * limits and asks a solved proof-of-work from its second booking of a day (403 without one, 429
 * past the limits). A second booking for an address that has a tour answers 201 too: its owner
 * is e-mailed the link (issue 39). So the manage link travels by e-mail only: a link in this
 * answer that opened nothing would tell the caller that the address has a tour.
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
    const tour: BookedTour = { startsAt: startsAt.toISOString() };
    return jsonOk({ tour }, 201);
  },
);
