import "server-only";

/** A request refused on purpose: carries the status, the visitor-facing message and any field errors. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidRequestError extends HttpError {
  constructor(
    message = "Please check the form and try again.",
    fieldErrors?: Record<string, string>,
  ) {
    super(400, message, fieldErrors);
  }
}

export class ForbiddenOriginError extends HttpError {
  constructor() {
    super(403, "This request must come from the site itself.");
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, fieldErrors?: Record<string, string>) {
    super(409, message, fieldErrors);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor() {
    super(413, "The request is too large.");
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, "Send the request body as JSON.");
  }
}

export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, "Too many requests. Please wait a moment and try again.", undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

export const UNAVAILABLE_MESSAGE =
  "We could not save your request right now. Please try again in a moment.";

export class ServiceUnavailableError extends HttpError {
  constructor(message = UNAVAILABLE_MESSAGE) {
    super(503, message);
  }
}
