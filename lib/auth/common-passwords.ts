import "server-only";
import list from "@/lib/auth/data/common-passwords.json";
import { InvalidRequestError } from "@/lib/http/errors";
import { AUTH_MESSAGES } from "@/lib/validation/auth-rules";

// Lower-cased entries of 8+ characters (lib/auth/data/README.md): "Password1" is as weak as "password1".
const COMMON = new Set<string>(list);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Refuses a new password found in the list, as a field error of the form (ASVS 5 2.1.7). */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) {
    throw new InvalidRequestError(undefined, { password: AUTH_MESSAGES.passwordTooCommon });
  }
}
