import { listTakenSlots } from "@/lib/bookings";
import { createRateLimit, jsonOk, parseOrThrow } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { takenSlotsOn } from "@/lib/pricing";
import { takenSlotsQuerySchema } from "@/lib/validation/booking";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "booking-slots", points: 120, durationSeconds: 60 });

/** GET ?resource=4-seater&date=2026-11-27 → `{ taken: ["10:00", …] }`: hours only, public. */
export const GET = apiRoute({ name: "GET /api/bookings/slots", rateLimit }, async ({ request }) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const { resource, date } = parseOrThrow(takenSlotsQuerySchema, query);
  const taken = takenSlotsOn(date, await listTakenSlots(resource, date));
  return jsonOk({ resource, date, taken });
});
