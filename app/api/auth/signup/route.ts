import { getAuthPort } from "@/lib/auth";
import { refuseCommonPassword } from "@/lib/auth/common-passwords";
import { signUpClientLimit } from "@/lib/auth/rate-limits";
import { saveLead } from "@/lib/auth/save-lead";
import { jsonOk, jsonPostRoute } from "@/lib/http";
import { signUpRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/**
 * Sign-up (spec section 4): create the account; if a user came back, store the lead. 201
 * `{ ok, user, session }`: both null when the email was taken (answered like a success, so it
 * does not confirm the email exists) or when Supabase wants the email confirmed first. The
 * embedded mode signs the new account in at once.
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
    const { user, session, accessToken } = await getAuthPort().signUp(values, auth);
    if (user) await saveLead(values, user, accessToken);
    // The user is only named when signed in: otherwise the answer would tell a new email from a taken one.
    return jsonOk({ user: session ? user : null, session }, 201);
  },
);
