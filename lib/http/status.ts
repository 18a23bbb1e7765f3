import "server-only";
import type { ErrorCode } from "@/lib/error-codes";

export const UNAVAILABLE_MESSAGE =
  "We could not save your request right now. Please try again in a moment.";
export const AUTH_UNAVAILABLE_MESSAGE =
  "We could not reach the sign-in service. Please try again in a moment.";
export const STORE_UNAVAILABLE_MESSAGE =
  "The store is unavailable right now. Please try again in a moment.";

type Answer = {
  status: number;
  /** Said instead of the error's own message, which names internals (a backend, a constraint). */
  message?: string;
  /** Logged, since the visitor is told nothing useful: a backend down, a bug. */
  log?: "warn" | "error";
  /** The code the answer carries when this one would say more than the visitor should hear. */
  as?: ErrorCode;
};

/** IMPORTANT: the one place an error becomes a status; every answer and store page reads it. */
const ANSWERS: Record<ErrorCode, Answer> = {
  invalid_request: { status: 400 },
  input_refused: { status: 400, message: "Please check the form and try again.", log: "warn" },
  lead_refused: { status: 400 },
  unauthenticated: { status: 401 },
  forbidden_origin: { status: 403 },
  // Signed in, but not allowed here (a member on a staff API).
  forbidden: { status: 403 },
  not_found: { status: 404 },
  conflict: { status: 409 },
  // A unique constraint the route gave no words for: a bug, not the visitor's doing.
  data_conflict: { status: 503, message: UNAVAILABLE_MESSAGE, log: "error", as: "unavailable" },
  payload_too_large: { status: 413 },
  unsupported_media_type: { status: 415 },
  unprocessable: { status: 422 },
  rate_limited: { status: 429 },
  not_implemented: { status: 501 },
  store_failed: { status: 502 },
  unavailable: { status: 503, message: UNAVAILABLE_MESSAGE, log: "error" },
  lead_unavailable: { status: 503 },
  auth_unavailable: { status: 503, message: AUTH_UNAVAILABLE_MESSAGE, log: "error" },
  store_unavailable: { status: 503, message: STORE_UNAVAILABLE_MESSAGE, log: "error" },
  store_timeout: { status: 504 },
  // The payment provider could not be reached; the error's words say what became of the booking.
  payment_unavailable: { status: 503, log: "error" },
};

export function statusOf(code: ErrorCode): number {
  return ANSWERS[code].status;
}

/** The code a typed error carries, if it is one of ours. */
export function codeOf(error: unknown): ErrorCode | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  const { code } = error;
  return typeof code === "string" && Object.hasOwn(ANSWERS, code) ? (code as ErrorCode) : undefined;
}

export function answerFor(code: ErrorCode): Readonly<Answer> {
  return ANSWERS[code];
}
