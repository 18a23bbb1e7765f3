import "server-only";
import type { ErrorCode } from "@/lib/error-codes";
import { statusOf, UNAVAILABLE_MESSAGE } from "@/lib/http/status";

/**
 * A request refused on purpose: its code (the status comes from lib/http/status.ts), the
 * visitor-facing message, any field errors and headers.
 */
export class HttpError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }

  get status(): number {
    return statusOf(this.code);
  }
}

export class InvalidRequestError extends HttpError {
  constructor(
    message = "Please check the form and try again.",
    fieldErrors?: Record<string, string>,
  ) {
    super("invalid_request", message, fieldErrors);
  }
}

export class ForbiddenOriginError extends HttpError {
  constructor() {
    super("forbidden_origin", "This request must come from the site itself.");
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super("conflict", message, fieldErrors);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor() {
    super("payload_too_large", "The request is too large.");
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super("unsupported_media_type", "Send the request body as JSON.");
  }
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", "Too many requests. Please wait a moment and try again.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = UNAVAILABLE_MESSAGE) {
    super("unavailable", message);
  }
}
