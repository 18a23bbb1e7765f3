import "server-only";
import { requestAuthContext, type RequestAuthContext } from "@/lib/auth/context";
import {
  AuthError,
  AuthInputError,
  AuthUnavailableError,
  InvalidCredentialsError,
  OAuthUnavailableError,
} from "@/lib/auth/errors";
import { errorResponse, HttpError, InvalidRequestError, ServiceUnavailableError } from "@/lib/http";

export const AUTH_UNAVAILABLE_MESSAGE =
  "We could not reach the sign-in service. Please try again in a moment.";

/** Auth failures as HTTP answers; the message is what the visitor's toast shows. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof AuthError)) return error;
  if (error instanceof InvalidCredentialsError) return new HttpError(401, error.message);
  if (error instanceof AuthInputError) return new InvalidRequestError(error.message);
  if (error instanceof OAuthUnavailableError) return new HttpError(501, error.message);
  if (error instanceof AuthUnavailableError) console.error("[auth]", error);
  return new ServiceUnavailableError(AUTH_UNAVAILABLE_MESSAGE);
}

/**
 * Runs `handle` with an auth context over the request; whatever it returns or throws, the
 * cookies it set (a new session, a cleared one) go out on the response.
 */
export async function withAuthContext(
  request: Request,
  name: string,
  handle: (ctx: RequestAuthContext) => Promise<Response>,
): Promise<Response> {
  const ctx = requestAuthContext(request);
  let response: Response;
  try {
    response = await handle(ctx);
  } catch (error) {
    response = errorResponse(toHttpError(error), name);
  }
  return ctx.applyCookies(response);
}
