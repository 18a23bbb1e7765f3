import { getAuthPort } from "@/lib/auth";
import { afterAnswer } from "@/lib/auth/after-answer";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { publicEnv } from "@/lib/public-env";
import { passwordResetRequestSchema } from "@/lib/validation/auth";

/**
 * "Forgot password?": a reset link to the address if it has an account (at most 3 account
 * e-mails an hour reach one address); the same answer, in the same time, either way.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/forgot",
    schema: passwordResetRequestSchema,
    rateLimit: accountLinkClientLimit,
    maxBytes: 1024,
  },
  async ({ email }) => {
    // The lookup and the link's writes happen after the answer, so an address with an account
    // takes no longer to answer than one without (issue 24 item 11).
    afterAnswer("POST /api/auth/forgot", () =>
      getAuthPort().requestPasswordReset(email, `${publicEnv.siteUrl}/auth/reset`),
    );
    return jsonOk({ message: ACCOUNT_MESSAGES.resetRequested });
  },
);
