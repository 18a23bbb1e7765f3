import { getAuthPort } from "@/lib/auth";
import { refuseCommonPassword } from "@/lib/auth/common-passwords";
import { signUpClientLimit } from "@/lib/auth/rate-limits";
import { saveLead } from "@/lib/auth/save-lead";
import { jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { signUpRequestSchema } from "@/lib/validation/auth";

/**
 * Sign-up (spec section 4): create the account; if a user came back, store the lead. Always 201
 * `{ ok, user: null, session: null }` and no cookie, whether the email was new (a verification
 * e-mail goes to it) or taken (its owner is told someone tried): the answer never tells which
 * addresses have accounts (issue 14 item 5). The member signs in after following the link.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/signup",
    schema: signUpRequestSchema,
    rateLimit: signUpClientLimit,
    maxBytes: 16 * 1024,
  },
  async (values, { auth }) => {
    refuseCommonPassword(values.password);
    const { user, accessToken } = await getAuthPort().signUp(values, auth);
    if (user) await saveLead(values, user, accessToken);
    return jsonOk({ user: null, session: null }, 201);
  },
);
