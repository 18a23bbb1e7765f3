import { getAuthPort } from "@/lib/auth";
import { signInAccountLimit, signInClientLimit } from "@/lib/auth/rate-limits";
import { jsonOk, jsonPostRoute } from "@/lib/http";
import { signInRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Email and password sign-in: 200 `{ ok, user, session }` with the session cookie; 401 'Invalid email or password.' */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/signin",
    schema: signInRequestSchema,
    rateLimit: signInClientLimit,
    maxBytes: 4096,
  },
  async (values, { auth }) => {
    await signInAccountLimit.consume(values.email);
    const { user, session } = await getAuthPort().signIn(values, auth);
    await signInAccountLimit.reset(values.email);
    return jsonOk({ user, session });
  },
);
