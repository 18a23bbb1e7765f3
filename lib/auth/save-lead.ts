import "server-only";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import type { SignUpInput } from "@/lib/auth/port";
import type { AuthUser } from "@/lib/auth/types";
import { createLead, DataConstraintError, DataError } from "@/lib/data";
import { HttpError } from "@/lib/http";

/** What the database said, for the 'Could not save lead details: …' message (spec section 8). */
function databaseMessage(error: DataError): string {
  const cause = (error as { cause?: unknown }).cause;
  const message =
    typeof cause === "object" && cause !== null
      ? (cause as { message?: unknown }).message
      : undefined;
  return typeof message === "string" && message ? message : error.message;
}

/**
 * Stores the new account's lead (spec section 4). A failure is reported as a failed sign-up,
 * though the account exists: its code tells the browser to follow the session all the same.
 */
export async function saveLead(
  values: SignUpInput,
  user: AuthUser,
  accessToken: string | undefined,
): Promise<void> {
  try {
    await createLead(
      { userId: user.id, name: values.name, email: user.email || values.email, userQuery: values.userQuery },
      { accessToken },
    );
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    console.warn("[api] POST /api/auth/signup: the account exists but its lead was not saved", error);
    throw new HttpError(
      error instanceof DataConstraintError ? "lead_refused" : "lead_unavailable",
      `${AUTH_TOASTS.leadFailedPrefix}${databaseMessage(error)}`,
    );
  }
}
