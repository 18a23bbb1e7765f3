import { createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { markTour, TourNotFoundError } from "@/lib/tours";
import { isUuid } from "@/lib/validation/uuid";
import { z } from "@/lib/zod";

export const runtime = "nodejs";

const rateLimit = createRateLimit({ keyPrefix: "staff-tours", points: 120, durationSeconds: 60 });
const schema = z.object({ status: z.enum(["toured", "no-show", "booked"]) });
const GONE = "This tour was cancelled or no longer exists.";

/** Staff mark a tour toured or no-show (or undo); a toured lead gets its follow-up date. */
export const POST = jsonPostRoute<typeof schema, { id: string }>(
  {
    name: "POST /api/staff/tours/[id]",
    schema,
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ status }, { params: { id }, member }) => {
    if (!isUuid(id)) throw new HttpError("not_found", GONE);
    try {
      await markTour(id, status, member.user, member.access);
    } catch (error) {
      if (error instanceof TourNotFoundError) throw new HttpError("not_found", GONE);
      throw error;
    }
    return jsonOk({});
  },
);
