import { getAuthPort } from "@/lib/auth";
import { refuseCommonPassword } from "@/lib/auth/common-passwords";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { verifyEmailRequestSchema } from "@/lib/validation/auth";

/**
 * The verification page's button: spends the e-mail's link, sets the password the verifier
 * entered (sign-up's rules), ends every other session of the account and signs the member in (200
 * with the session cookie), or 400 with ACCOUNT_MESSAGES.linkInvalid. A POST, not the link's GET,
 * so a mail scanner that opens links cannot spend it. Issue 24 item 1: whoever registered the
 * address before its owner confirmed it keeps neither a session nor a password.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/verify",
    schema: verifyEmailRequestSchema,
    rateLimit: accountLinkClientLimit,
    maxBytes: 1024,
  },
  async ({ token, password }, { auth }) => {
    if (password !== undefined) refuseCommonPassword(password);
    const { user, session } = await getAuthPort().verifyEmail(token, auth, password);
    return jsonOk({ user, session });
  },
);
