import "server-only";
import {
  OutOfStockError,
  StoreHttpError,
  StoreInputError,
  StoreTimeoutError,
  StoreUnavailableError,
} from "@/lib/store/errors";
import { ConflictError, HttpError, ServiceUnavailableError } from "@/lib/http";

export const STORE_UNAVAILABLE_MESSAGE =
  "The store is unavailable right now. Please try again in a moment.";

/**
 * Store failures as answers: too little stock is a conflict (409), something that cannot be
 * bought is unprocessable (422), the hosted store's own status is passed on in its message
 * (502, 'HTTP {status}: {statusText}'), a timeout is 504, anything else 503.
 */
export function toHttpError(error: unknown): unknown {
  if (error instanceof OutOfStockError) return new ConflictError(error.message);
  if (error instanceof StoreInputError) return new HttpError(422, error.message);
  if (error instanceof StoreHttpError) return new HttpError(502, error.message);
  if (error instanceof StoreTimeoutError) return new HttpError(504, error.message);
  if (error instanceof StoreUnavailableError) {
    console.error("[store]", error);
    return new ServiceUnavailableError(STORE_UNAVAILABLE_MESSAGE);
  }
  return error;
}

/**
 * The `{message}` of 'Error loading products: {message}' (or '… product: …') when a store page
 * fails on the server: the same words the route handlers give the browser for the same failure (the store's status,
 * a timeout, or that it is unavailable), so the page reads the same whichever side rendered
 * it. Anything else is logged and shown as the spec's fallback, never as an internal message.
 */
export function storeFailureMessage(error: unknown): string {
  const answer = toHttpError(error);
  if (answer instanceof HttpError) return answer.message;
  console.error("[store]", error);
  return "";
}
