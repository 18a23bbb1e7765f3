import "server-only";
import { z } from "@/lib/zod";
import type { Member } from "@/lib/auth/member";
import { ConflictError, createRateLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";

/** The desk is busy at nine: generous, but bounded like every state-changing route. */
export const deskRateLimit = createRateLimit({
  keyPrefix: "staff-desk-visitors",
  points: 240,
  durationSeconds: 300,
});

/**
 * One front-desk action on a person by id (a guest, a day-pass holder): staff only (403); 409
 * with `refusal` when the action does not apply (already in, not today, …); 200 with what changed.
 */
export function deskPersonRoute<T extends object>(
  name: string,
  refusal: string,
  apply: (id: string, staff: Member) => Promise<T | null>,
) {
  return jsonPostRoute<z.ZodObject, { id: string }>(
    {
      name,
      schema: z.object({}),
      rateLimit: deskRateLimit,
      member: "required",
      authorize: assertStaff,
    },
    async (_values, { params: { id }, member }) => {
      const changed = await apply(id, member);
      if (!changed) throw new ConflictError(refusal);
      return jsonOk({ changed });
    },
  );
}
