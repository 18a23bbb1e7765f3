import "server-only";
import { CodedError, type ErrorCode } from "@/lib/error-codes";

/** Failures every auth adapter reports in the same terms, whatever the backend said. */
export class AuthError extends CodedError {
  override readonly code: ErrorCode = "auth_unavailable";
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password.";

/** Wrong email or password, said the same way for both so nobody learns which accounts exist. */
export class InvalidCredentialsError extends AuthError {
  override readonly code = "unauthenticated";
  constructor(options?: { cause?: unknown }) {
    super(INVALID_CREDENTIALS_MESSAGE, options);
  }
}

/** The backend refused the input (a weak password, an unconfirmed email): its message is for people. */
export class AuthInputError extends AuthError {
  override readonly code = "invalid_request";
}

/** Social sign-in needs the Supabase configuration; the embedded mode has none. */
export class OAuthUnavailableError extends AuthError {
  override readonly code = "not_implemented";
  constructor() {
    super("Social sign-in needs the Supabase configuration.");
  }
}

/** The backend could not be reached or failed: nothing changed. */
export class AuthUnavailableError extends AuthError {}
