"use client";

import { verifyEmail } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { AUTH_MESSAGES } from "@/lib/validation/auth-rules";
import { PasswordLinkForm } from "./password-link-form";

/**
 * The verification e-mail's page: the member enters their password (the one they chose, or a new
 * one: whoever signed up with this address before its owner confirmed it loses theirs), and the
 * button spends the link (a POST, so a mail scanner opening the link spends nothing), then the
 * dashboard, signed in.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  return (
    <PasswordLinkForm
      send={(password) => verifyEmail(token, password)}
      success={{
        title: ACCOUNT_MESSAGES.verified,
        description: ACCOUNT_MESSAGES.verifiedDescription,
      }}
      check={(password) => (password === "" ? AUTH_MESSAGES.passwordRequired : undefined)}
      isLinkProblem={() => true}
      field={{ id: "verify-password", label: "Password" }}
      note="The password you chose when you signed up, or a new one. If you did not sign up yourself, the new one replaces whatever password was chosen for this address."
      button={{ idle: "Confirm my email", busy: "Confirming..." }}
      className="grid gap-4"
    />
  );
}
