import "server-only";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import type { SignUpInput } from "@/lib/auth/port";
import type { AuthUser } from "@/lib/auth/types";
import { DataConstraintError, DataError } from "@/lib/db";
import { createLead } from "@/lib/leads";
import { HttpError } from "@/lib/http";
import { describeForLog } from "@/lib/http/log-safe";

/**
 * The end of the 'Could not save lead details: …' message (spec section 8). Our words, not the
 * database's: its text names tables and constraints and can quote what was typed.
 */
export const LEAD_FAILURE_REASONS = {
  refused: "please check your name and query and try again.",
  unavailable: "please try again in a moment.",
} as const;

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
      {
        userId: user.id,
        name: values.name,
        email: user.email || values.email,
        userQuery: values.userQuery,
      },
      { accessToken },
    );
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    console.warn(
      "[api] POST /api/auth/signup: the account exists but its lead was not saved:",
      describeForLog(error),
    );
    const refused = error instanceof DataConstraintError;
    throw new HttpError(
      refused ? "lead_refused" : "lead_unavailable",
      `${AUTH_TOASTS.leadFailedPrefix}${LEAD_FAILURE_REASONS[refused ? "refused" : "unavailable"]}`,
    );
  }
}
