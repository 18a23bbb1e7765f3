import "server-only";
import { z } from "@/lib/zod";
import type { Member } from "@/lib/auth/member";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { getDeskPort } from "@/lib/bookings";
import { DESK_TEXT, deskTerms, type DeskTerms } from "@/lib/bookings/rules/desk-terms";
import type { DeskBooking } from "@/lib/bookings/desk/types";

const rateLimit = createRateLimit({ keyPrefix: "staff-desk", points: 120, durationSeconds: 300 });

type Action = {
  name: string;
  /** Why the action does not apply now, or null when it does. */
  refusal: (terms: DeskTerms) => string | null;
  apply: (booking: DeskBooking, terms: DeskTerms, member: Member) => Promise<DeskBooking | null>;
};

/**
 * One front-desk action on a booking: staff only (403), the booking must exist (404) and be in a
 * state the action applies to now (409 with the reason); the SQL function checks again, so a
 * race with the clock or another desk is a 409 too. 200 `{ booking }`.
 */
export function deskActionRoute({ name, refusal, apply }: Action) {
  return jsonPostRoute<z.ZodObject, { id: string }>(
    { name, schema: z.object({}), rateLimit, member: "required" },
    async (_values, { params: { id }, member }) => {
      await assertStaff(member);
      const port = getDeskPort();
      const booking = await port.getBooking(id, member.access);
      if (!booking) throw new HttpError("not_found", DESK_TEXT.notFound);
      const terms = deskTerms(booking, new Date());
      const refused = refusal(terms);
      if (refused) throw new ConflictError(refused);
      const changed = await apply(booking, terms, member);
      if (!changed) throw new ConflictError(DESK_TEXT.changedMeanwhile);
      return jsonOk({ booking: changed });
    },
  );
}
