"use client";

import { useState, type FormEvent } from "react";
import { Loader2 } from "lucide-react";
import { TextField } from "@/components/ui/text-field";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { requestPasswordReset } from "@/lib/auth/client/accounts";
import { AUTH_LIMITS } from "@/lib/validation/auth-rules";

/** "Forgot password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [sent, setSent] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    const answer = await requestPasswordReset(email);
    setBusy(false);
    if (!answer.ok) {
      setError(answer.message);
      return;
    }
    setSent(answer.message);
  }

  if (sent)
    return (
      <p role="status" className="bg-muted/60 rounded-xl p-4 text-sm leading-6">
        {sent}
      </p>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <TextField
        id="reset-email"
        label="Email"
        type="email"
        required
        autoComplete="email"
        maxLength={AUTH_LIMITS.email}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error}
      />
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Sending..." : "Send reset link"}
      </Button>
    </form>
  );
}
