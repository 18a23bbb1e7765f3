/**
 * What went wrong, as every layer names it: typed errors carry one of these codes, the server
 * turns each into a status once (lib/http/status.ts), and failed answers carry it so the browser
 * can tell failures apart without reading their wording.
 */
export type ErrorCode =
  | "invalid_request"
  | "input_refused"
  | "lead_refused"
  | "unauthenticated"
  | "forbidden_origin"
  | "forbidden"
  | "not_found"
  | "conflict"
  | "data_conflict"
  | "payload_too_large"
  | "unsupported_media_type"
  | "unprocessable"
  | "rate_limited"
  | "not_implemented"
  | "store_failed"
  | "unavailable"
  | "lead_unavailable"
  | "auth_unavailable"
  | "store_unavailable"
  | "store_timeout"
  | "payment_unavailable";

/** Sign-up created the account but not its lead: the visitor is signed in all the same. */
export function isLeadFailure(code: string | undefined): boolean {
  return code === "lead_refused" || code === "lead_unavailable";
}

/**
 * The base of every module's errors: a message for logs, a code for the answer, and the class
 * name as the error's name (so logs say `DataConflictError`, not `Error`). Each module's root
 * error (DataError, StoreError, PaymentError, AuthError) extends it with its default code.
 */
export class CodedError extends Error {
  readonly code: ErrorCode = "unavailable";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}
