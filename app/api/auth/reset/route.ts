import { getAuthPort } from "@/lib/auth";
import { refuseCommonPassword } from "@/lib/auth/common-passwords";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { passwordResetSchema } from "@/lib/validation/auth";

/**
 * The reset page: spends the link, sets the new password (same rules as sign-up), ends every other
 * session and signs the member in (200 with the cookie); 400 for a spent or expired link.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/reset",
    schema: passwordResetSchema,
    rateLimit: accountLinkClientLimit,
    maxBytes: 4096,
  },
  async ({ token, password }, { auth }) => {
    refuseCommonPassword(password);
    const { user, session } = await getAuthPort().resetPassword(token, password, auth);
    return jsonOk({ user, session });
  },
);
