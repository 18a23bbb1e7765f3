import "server-only";
import { DataConstraintError } from "@/lib/data/errors";
import { HttpError, InvalidRequestError, ServiceUnavailableError } from "@/lib/http/errors";

/** Every API answer: success with its data, or a message for people and per-field messages for forms. */
export type ApiSuccess<T extends object = object> = { ok: true } & T;
export type ApiFailure = { ok: false; message: string; fieldErrors?: Record<string, string> };
export type ApiResult<T extends object = object> = ApiSuccess<T> | ApiFailure;

const NO_STORE = { "Cache-Control": "no-store" };

export function jsonOk<T extends object>(data: T = {} as T, status = 200): Response {
  return Response.json({ ok: true, ...data } satisfies ApiSuccess<T>, {
    status,
    headers: NO_STORE,
  });
}

export function jsonError(error: HttpError): Response {
  const body: ApiFailure = { ok: false, message: error.message };
  if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
    body.fieldErrors = error.fieldErrors;
  return Response.json(body, { status: error.status, headers: { ...NO_STORE, ...error.headers } });
}

/**
 * Any thrown value to an answer: refusals keep their status; a constraint the validation missed
 * is bad input; everything else (database down, a bug) is logged here and answered 503 without
 * details, never a 500 with a stack.
 */
export function errorResponse(error: unknown, context: string): Response {
  if (error instanceof HttpError) return jsonError(error);
  if (error instanceof DataConstraintError) {
    console.warn(`[api] ${context}: input refused by the database`, error);
    return jsonError(new InvalidRequestError());
  }
  console.error(`[api] ${context} failed`, error);
  return jsonError(new ServiceUnavailableError());
}
