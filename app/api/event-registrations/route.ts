import { findUpcomingEvent } from "@/content/events";
import { formSubmitter } from "@/lib/auth/submitter";
import { createEventRegistration, DataConflictError } from "@/lib/data";
import {
  ConflictError,
  createRateLimit,
  InvalidRequestError,
  jsonOk,
  jsonPostHandler,
} from "@/lib/http";
import { eventRegistrationSchema, HONEYPOT_FIELD } from "@/lib/validation/enquiry";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({
  keyPrefix: "event-registrations",
  points: 20,
  durationSeconds: 300,
});

const NOT_OPEN = "This event is not open for registration.";
const ALREADY_REGISTERED = "You're already registered for this event.";

/** Registration for an upcoming occurrence: 201 `{ ok: true }`, 409 when already registered. */
export const POST = jsonPostHandler(
  {
    name: "POST /api/event-registrations",
    schema: eventRegistrationSchema,
    rateLimit,
    honeypotField: HONEYPOT_FIELD,
  },
  async ({ eventId, name, email, phone }, request) => {
    const event = findUpcomingEvent(eventId, new Date());
    if (!event) throw new InvalidRequestError(NOT_OPEN, { eventId: NOT_OPEN });
    try {
      const { userId, access } = await formSubmitter(request);
      await createEventRegistration(
        { eventId: event.id, eventTitle: event.title, name, email, phone, userId },
        access,
      );
    } catch (error) {
      if (error instanceof DataConflictError) throw new ConflictError(ALREADY_REGISTERED);
      throw error;
    }
    return jsonOk({}, 201);
  },
);
