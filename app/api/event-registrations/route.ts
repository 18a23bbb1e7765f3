import { findUpcomingEvent } from "@/content/events";
import { DataConflictError } from "@/lib/db";
import { createEventRegistration } from "@/lib/leads";
import { createRateLimit, InvalidRequestError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { eventRegistrationSchema, HONEYPOT_FIELD } from "@/lib/validation/enquiry";

const rateLimit = createRateLimit({
  keyPrefix: "event-registrations",
  points: 20,
  durationSeconds: 300,
});

const NOT_OPEN = "This event is not open for registration.";

/**
 * Registration for an upcoming occurrence: 201 `{ ok: true }`, for a new registration and for one
 * already made alike, so nobody learns who is registered. The confirmation goes to the address by
 * e-mail (the outbox trigger of 0003_outbox.sql, in the insert's transaction): only its owner
 * hears about it, and a repeat stores and sends nothing more.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/event-registrations",
    schema: eventRegistrationSchema,
    rateLimit,
    honeypotField: HONEYPOT_FIELD,
    member: "optional",
  },
  async ({ eventId, name, email, phone }, { member }) => {
    const event = findUpcomingEvent(eventId, new Date());
    if (!event) throw new InvalidRequestError(NOT_OPEN, { eventId: NOT_OPEN });
    try {
      await createEventRegistration(
        { eventId: event.id, eventTitle: event.title, name, email, phone, userId: member?.user.id },
        member?.access ?? {},
      );
    } catch (error) {
      if (!(error instanceof DataConflictError)) throw error;
    }
    return jsonOk({}, 201);
  },
);
