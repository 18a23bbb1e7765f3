import { findUpcomingEvent } from "@/content/events";
import { createEventRegistration } from "@/lib/data";
import { createRateLimit, InvalidRequestError, jsonOk, jsonPostRoute } from "@/lib/http";
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
export const POST = jsonPostRoute(
  {
    name: "POST /api/event-registrations",
    schema: eventRegistrationSchema,
    rateLimit,
    honeypotField: HONEYPOT_FIELD,
    member: "optional",
    conflict: { message: ALREADY_REGISTERED },
  },
  async ({ eventId, name, email, phone }, { member }) => {
    const event = findUpcomingEvent(eventId, new Date());
    if (!event) throw new InvalidRequestError(NOT_OPEN, { eventId: NOT_OPEN });
    await createEventRegistration(
      { eventId: event.id, eventTitle: event.title, name, email, phone, userId: member?.user.id },
      member?.access ?? {},
    );
    return jsonOk({}, 201);
  },
);
