import "server-only";
import type { z } from "zod";
import { readJsonBody, DEFAULT_MAX_BODY_BYTES } from "@/lib/http/body";
import { InvalidRequestError } from "@/lib/http/errors";
import { checkOrigin } from "@/lib/http/origin";
import type { RateLimit } from "@/lib/http/rate-limit";
import { errorResponse, jsonOk } from "@/lib/http/response";

/** Zod issues to one message per field (the first), keyed by dotted path; whole-body issues have no field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    if (key) fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new InvalidRequestError(undefined, fieldErrorsOf(result.error));
  return result.data;
}

type JsonPostOptions<S extends z.ZodType> = {
  /** For logs, e.g. `POST /api/enquiries`. */
  name: string;
  schema: S;
  rateLimit: RateLimit;
  maxBytes?: number;
  /** A hidden field: when filled, answer as if accepted (201) and do nothing. */
  honeypotField?: string;
};

/**
 * The one shape of every state-changing JSON route: same origin, rate limit, bounded body,
 * honeypot, zod validation, then `handle`; whatever is thrown becomes a uniform JSON answer.
 */
export function jsonPostHandler<S extends z.ZodType>(
  options: JsonPostOptions<S>,
  handle: (values: z.output<S>, request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      checkOrigin(request);
      await options.rateLimit.consume(request);
      const body = await readJsonBody(request, options.maxBytes ?? DEFAULT_MAX_BODY_BYTES);
      if (containsControlCharacters(body)) {
        throw new InvalidRequestError("Text may not contain control characters.");
      }
      if (options.honeypotField) {
        if (isFilled(body, options.honeypotField)) return jsonOk({}, 201);
        if (typeof body === "object" && body !== null)
          delete (body as Record<string, unknown>)[options.honeypotField];
      }
      return await handle(parseOrThrow(options.schema, body), request);
    } catch (error) {
      return errorResponse(error, options.name);
    }
  };
}

function isFilled(body: unknown, field: string): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[field];
  return (
    value !== undefined &&
    value !== null &&
    value !== "" &&
    !(typeof value === "string" && value.trim() === "")
  );
}

// C0 controls other than tab and line breaks never belong in a form; NUL is refused by
// PostgreSQL itself, which would otherwise surface as a failed save instead of bad input.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return CONTROL.test(value);
  if (depth > 8 || typeof value !== "object" || value === null) return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.some((item) => containsControlCharacters(item, depth + 1));
}
