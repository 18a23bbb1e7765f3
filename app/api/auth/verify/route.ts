import { getAuthPort } from "@/lib/auth";
import { accountLinkClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { verifyEmailRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * The verification page's button: spends the e-mail's link and signs the member in (200 with the
 * session cookie), or 400 with ACCOUNT_MESSAGES.linkInvalid. A POST, not the link's GET, so a
 * mail scanner that opens links cannot spend it.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/verify",
    schema: verifyEmailRequestSchema,
    rateLimit: accountLinkClientLimit,
    maxBytes: 1024,
  },
  async ({ token }, { auth }) => {
    const { user, session } = await getAuthPort().verifyEmail(token, auth);
    return jsonOk({ user, session });
  },
);
