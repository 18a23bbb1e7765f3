"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { TextField } from "@/components/ui/text-field";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { resetPassword } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { AUTH_LIMITS } from "@/lib/validation/auth-rules";
import { toast } from "@/lib/toast";
import { LinkProblem } from "./link-problem";

/** The reset e-mail's page: a new password (sign-up's rules), then the dashboard, signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setProblem(null);
    const answer = await resetPassword(token, password);
    setBusy(false);
    if (!answer.ok) {
      // A refused password is the field's problem; a spent or expired link is the page's.
      if (answer.fieldErrors?.password) setError(answer.fieldErrors.password);
      else if (answer.status === 400 && !answer.fieldErrors) setProblem(answer.message);
      else setError(answer.message);
      return;
    }
    toast.success(ACCOUNT_MESSAGES.passwordReset, {
      description: ACCOUNT_MESSAGES.passwordResetDescription,
    });
    router.push("/dashboard");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {problem ? <LinkProblem message={problem} /> : null}
      <TextField
        id="new-password"
        label="New password"
        type="password"
        required
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
