import { getAuthPort } from "@/lib/auth";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { publicEnv } from "@/lib/public-env";
import { passwordResetRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** "Forgot password?": a reset link to the address if it has an account; the same answer either way. */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/forgot",
    schema: passwordResetRequestSchema,
    rateLimit: accountLinkClientLimit,
    maxBytes: 1024,
  },
  async ({ email }) => {
    await getAuthPort().requestPasswordReset(email, `${publicEnv.siteUrl}/auth/reset`);
    return jsonOk({ message: ACCOUNT_MESSAGES.resetRequested });
  },
);
