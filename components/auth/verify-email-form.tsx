"use client";

import { useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { verifyEmail } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { AUTH_LIMITS, AUTH_MESSAGES } from "@/lib/validation/auth-rules";
import { toast } from "@/lib/toast";
import { LinkProblem } from "./link-problem";

/**
 * The verification e-mail's page: the member enters their password (the one they chose, or a new
 * one: whoever signed up with this address before its owner confirmed it loses theirs), and the
 * button spends the link (a POST, so a mail scanner opening the link spends nothing), then the
 * dashboard, signed in.
 */
export function VerifyEmailForm({ token }: { token: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    setProblem(null);
    if (password === "") {
      setError(AUTH_MESSAGES.passwordRequired);
      return;
    }
    setBusy(true);
    const answer = await verifyEmail(token, password);
    setBusy(false);
    if (!answer.ok) {
      // A refused password is the field's problem; a spent or expired link is the page's.
      if (answer.fieldErrors?.password) setError(answer.fieldErrors.password);
      else setProblem(answer.message);
      return;
    }
    toast.success(ACCOUNT_MESSAGES.verified, { description: ACCOUNT_MESSAGES.verifiedDescription });
    router.push("/dashboard");
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {problem ? <LinkProblem message={problem} /> : null}
      <TextField
        id="verify-password"
        label="Password"
        type="password"
        required
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <p className="text-muted-foreground -mt-2 text-sm">
        The password you chose when you signed up, or a new one. If you did not sign up yourself,
        the new one replaces whatever password was chosen for this address.
      </p>
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Confirming..." : "Confirm my email"}
      </Button>
    </form>
  );
}
