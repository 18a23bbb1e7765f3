"use client";

import { resetPassword } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { PasswordLinkForm } from "./password-link-form";

/** The reset e-mail's page: a new password (sign-up's rules), then the dashboard, signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  return (
    <PasswordLinkForm
      send={(password) => resetPassword(token, password)}
      success={{
        title: ACCOUNT_MESSAGES.passwordReset,
        description: ACCOUNT_MESSAGES.passwordResetDescription,
      }}
      // A refused password is the field's problem; a spent or expired link is the page's.
      isLinkProblem={(answer) => answer.status === 400 && !answer.fieldErrors}
      field={{ id: "new-password", label: "New password" }}
      button={{ idle: "Set new password", busy: "Saving..." }}
      className="grid gap-5"
    />
  );
}
