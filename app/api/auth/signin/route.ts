import { getAuthPort } from "@/lib/auth";
import { signInAccountLimit, signInClientLimit } from "@/lib/auth/rate-limits";
import { withAuthContext } from "@/lib/auth/route";
import { jsonOk, jsonPostHandler } from "@/lib/http";
import { signInRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NAME = "POST /api/auth/signin";

/** Email and password sign-in: 200 `{ ok, user, session }` with the session cookie; 401 'Invalid email or password.' */
export const POST = jsonPostHandler(
  { name: NAME, schema: signInRequestSchema, rateLimit: signInClientLimit, maxBytes: 4096 },
  (values, request) =>
    withAuthContext(request, NAME, async (ctx) => {
      await signInAccountLimit.consume(values.email);
      const { user, session } = await getAuthPort().signIn(values, ctx);
      await signInAccountLimit.reset(values.email);
      return jsonOk({ user, session });
    }),
);
