import { getAuthPort } from "@/lib/auth";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";

/** The dashboard's "Resend verification email": a new link for the signed-in, unverified member. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/verify/resend",
    schema: z.object({}),
    rateLimit: accountLinkClientLimit,
    member: "required",
    maxBytes: 256,
  },
  async (_values, { member }) => {
    await getAuthPort().resendVerification(member.user);
    return jsonOk({});
  },
);
