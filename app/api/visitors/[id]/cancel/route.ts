import { z } from "@/lib/zod";
import { ConflictError, createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { cancelVisitor } from "@/lib/visitors";
import { VISITOR_TEXT } from "@/lib/visitors/rules";

const rateLimit = createRateLimit({
  keyPrefix: "visitor-cancel",
  points: 30,
  durationSeconds: 300,
});

/** Cancels one of the member's guests before they arrive: 200 `{ visitor }`, else 409. */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  { name: "POST /api/visitors/[id]/cancel", schema: z.object({}), rateLimit, member: "required" },
  async (_values, { params: { id }, member }) => {
    const visitor = await cancelVisitor(id, member);
    if (!visitor) throw new ConflictError(VISITOR_TEXT.notCancellable);
    return jsonOk({ visitor });
  },
);
