import { ConflictError, createFailureLimit, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { checkInMember } from "@/lib/visitors";
import {
  MEMBER_CHECK_IN_TEXT,
  MEMBER_CODE_PATTERN,
  WRONG_CODES_PER_MINUTE,
} from "@/lib/visitors/rules";
import { z } from "@/lib/zod";
import { deskRateLimit } from "../../_lib/staff-route";

/** Wrong codes are counted like guests' (docs/front-desk.md, "Guessing codes"). */
const wrongCodes = createFailureLimit({
  keyPrefix: "member-code",
  failures: WRONG_CODES_PER_MINUTE,
  durationSeconds: 60,
});

/** The desk's scanner sends a member's code: they are checked in (200 `{ checkIn }`), else 409. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/members/check-in",
    schema: z.object({
      code: z.string().trim().regex(MEMBER_CODE_PATTERN, MEMBER_CHECK_IN_TEXT.codeInvalid),
    }),
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ code }, { request, member }) => {
    await wrongCodes.check(request);
    const checkIn = await checkInMember(code, member);
    if (!checkIn) {
      await wrongCodes.fail(request);
      throw new ConflictError(MEMBER_CHECK_IN_TEXT.unknownOrIn);
    }
    return jsonOk({ checkIn });
  },
);
