import { InvalidRequestError, jsonOk } from "@/lib/http";
import { CLOSED_DAY_TEXT, isClubDate } from "@/lib/pricing";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { isSingleLine } from "@/lib/validation/enquiry-rules";
import { addClosedDay, removeClosedDay } from "@/lib/visitors";
import { z } from "@/lib/zod";
import { deskRateLimit } from "../_lib/staff-route";

const schema = z.object({
  date: z
    .string({ error: CLOSED_DAY_TEXT.dateInvalid })
    .refine(isClubDate, CLOSED_DAY_TEXT.dateInvalid),
  // Without a reason: open again on that date.
  reason: z
    .string()
    .trim()
    .max(80, CLOSED_DAY_TEXT.reasonRequired)
    .refine(isSingleLine, CLOSED_DAY_TEXT.reasonRequired)
    .optional(),
  open: z.boolean().default(false),
});

/**
 * Staff add a closed day (`{ date, reason }`: Diwali, Holi) or open one again (`{ date, open:
 * true }`; a national holiday then opens every year). 200 `{ ok }`.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/closed-days",
    schema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ date, reason, open }, { member }) => {
    if (open) return jsonOk({ removed: await removeClosedDay(date, member) });
    if (!reason) {
      throw new InvalidRequestError(CLOSED_DAY_TEXT.reasonRequired, {
        reason: CLOSED_DAY_TEXT.reasonRequired,
      });
    }
    await addClosedDay({ date, reason }, member);
    return jsonOk({ added: { date, reason } });
  },
);
