import { createRateLimit, jsonOk, parseOrThrow } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { listTourSlots } from "@/lib/tours";
import { tourSlotsQuerySchema } from "@/lib/validation/enquiry";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "tour-slots", points: 120, durationSeconds: 60 });

/** GET ?date=2026-11-27 → `{ slots: [{ time, startsAt, full }] }`: no one's details, public. */
export const GET = apiRoute({ name: "GET /api/tours/slots", rateLimit }, async ({ request }) => {
  const { date } = parseOrThrow(
    tourSlotsQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return jsonOk({ date, slots: await listTourSlots(date, new Date()) });
});
