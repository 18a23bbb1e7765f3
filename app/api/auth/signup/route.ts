import { getAuthPort } from "@/lib/auth";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { signUpClientLimit } from "@/lib/auth/rate-limits";
import { withAuthContext } from "@/lib/auth/route";
import { createLead, DataConstraintError, DataError } from "@/lib/data";
import { HttpError, jsonOk, jsonPostHandler } from "@/lib/http";
import { signUpRequestSchema } from "@/lib/validation/auth";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const NAME = "POST /api/auth/signup";

/** What the database said, for the 'Could not save lead details: …' message (spec section 8). */
function databaseMessage(error: DataError): string {
  const cause = (error as { cause?: unknown }).cause;
  const message =
    typeof cause === "object" && cause !== null
      ? (cause as { message?: unknown }).message
      : undefined;
  return typeof message === "string" && message ? message : error.message;
}

/**
 * Sign-up (spec section 4): create the account; if a user came back, store the lead. 201
 * `{ ok, user, session }`: both null when the email was taken (answered like a success, so it
 * does not confirm the email exists) or when Supabase wants the email confirmed first. The
 * embedded mode signs the new account in at once.
 */
export const POST = jsonPostHandler(
  { name: NAME, schema: signUpRequestSchema, rateLimit: signUpClientLimit, maxBytes: 16 * 1024 },
  (values, request) =>
    withAuthContext(request, NAME, async (ctx) => {
      const { user, session, accessToken } = await getAuthPort().signUp(values, ctx);
      if (user) {
        try {
          await createLead(
            {
              userId: user.id,
              name: values.name,
              email: user.email || values.email,
              userQuery: values.userQuery,
            },
            { accessToken },
          );
        } catch (error) {
          if (!(error instanceof DataError)) throw error;
          console.warn(`[api] ${NAME}: the account exists but its lead was not saved`, error);
          throw new HttpError(
            error instanceof DataConstraintError ? 400 : 503,
            `${AUTH_TOASTS.leadFailedPrefix}${databaseMessage(error)}`,
          );
        }
      }
      // The user is only named when signed in: otherwise the answer would tell a new email from a taken one.
      return jsonOk({ user: session ? user : null, session }, 201);
    }),
);
