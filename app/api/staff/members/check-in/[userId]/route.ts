import { z } from "@/lib/zod";
import { formatClubClock } from "@/lib/format";
import { ConflictError, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { checkInMemberById } from "@/lib/visitors";
import { MEMBER_CHECK_IN_TEXT } from "@/lib/visitors/rules";
import { deskRateLimit } from "../../../_lib/staff-route";

/**
 * The desk checks in the member its search found (`userId`: their account): 200 `{ checkIn }`;
 * 404 when the account holds no running membership or seat; 409 when they are in already. Not
 * counted like wrong codes: the id comes from the staff-only search, not from a guess.
 */
export const POST = jsonPostRoute<z.ZodObject, { userId: string }>(
  {
    name: "POST /api/staff/members/check-in/[userId]",
    schema: z.object({}),
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async (_values, { params: { userId }, member }) => {
    const answer = await checkInMemberById(userId, member);
    if (!answer) throw new HttpError("not_found", MEMBER_CHECK_IN_TEXT.notMember);
    const { checkIn, created } = answer;
    if (!created) {
      throw new ConflictError(
        `${checkIn.name ?? checkIn.email} checked in at ${formatClubClock(checkIn.checkedInAt)} already.`,
      );
    }
    return jsonOk({ checkIn });
  },
);
