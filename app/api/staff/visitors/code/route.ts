import { z } from "@/lib/zod";
import { formatClubClock } from "@/lib/format";
import { ConflictError, createFailureLimit, HttpError, jsonOk } from "@/lib/http";
import { clubToday } from "@/lib/pricing";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { checkInVisitor, findVisitorByCode } from "@/lib/visitors";
import { VISITOR_CODE_PATTERN, VISITOR_TEXT, WRONG_CODES_PER_MINUTE } from "@/lib/visitors/rules";
import { deskRateLimit } from "../../_lib/staff-route";

/**
 * IMPORTANT: a million codes a day make guessing cheap without this: a client that sent
 * WRONG_CODES_PER_MINUTE wrong codes gets 429 until its minute ends, before any lookup.
 */
const wrongCodes = createFailureLimit({
  keyPrefix: "visitor-code",
  failures: WRONG_CODES_PER_MINUTE,
  durationSeconds: 60,
});

const schema = z.object({
  code: z
    .string({ error: VISITOR_TEXT.wrongCode })
    .trim()
    .regex(VISITOR_CODE_PATTERN, "A visitor code is 6 digits."),
});

/**
 * The desk's scanner (or a receptionist) sends a guest's code: today's guest with that code is
 * checked in and their host's e-mail written (200 `{ visitor }`); a guest already in is 409; a
 * wrong code 404 and counted.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/visitors/code",
    schema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ code }, { request, member }) => {
    await wrongCodes.check(request);
    const found = await findVisitorByCode(clubToday(new Date()), code, member);
    if (!found) {
      await wrongCodes.fail(request);
      throw new HttpError("not_found", VISITOR_TEXT.wrongCode);
    }
    if (found.checkedInAt) {
      throw new ConflictError(
        `${found.name} checked in at ${formatClubClock(found.checkedInAt)} already.`,
      );
    }
    const visitor = await checkInVisitor(found.id, member);
    if (!visitor) throw new ConflictError(VISITOR_TEXT.notExpectedToday);
    return jsonOk({ visitor });
  },
);
