import { getAuthPort, InvalidCredentialsError } from "@/lib/auth";
import { signInClientLimit, signInThrottle } from "@/lib/auth/rate-limits";
import { clientKey, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { signInRequestSchema } from "@/lib/validation/auth";

/**
 * Email and password sign-in: 200 `{ ok, user, session }` with the session cookie; 401 'Invalid
 * email or password.'; 429 while this address or account is throttled (lib/auth/rate-limits.ts).
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/auth/signin",
    schema: signInRequestSchema,
    rateLimit: signInClientLimit,
    maxBytes: 4096,
  },
  async (values, { request, auth }) => {
    const address = clientKey(request);
    await signInThrottle.check(values.email, address);
    try {
      const { user, session } = await getAuthPort().signIn(values, auth);
      await signInThrottle.succeeded(values.email, address);
      return jsonOk({ user, session });
    } catch (error) {
      if (error instanceof InvalidCredentialsError)
        await signInThrottle.failed(values.email, address);
      throw error;
    }
  },
);
