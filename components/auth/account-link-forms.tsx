"use client";

import { useState, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { TextField } from "@/components/enquiries/form-fields";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { requestPasswordReset, resetPassword, verifyEmail } from "@/lib/auth/client/accounts";
import { ACCOUNT_MESSAGES } from "@/lib/auth/messages";
import { AUTH_LIMITS, AUTH_MESSAGES } from "@/lib/validation/auth-rules";
import { toast } from "@/lib/toast";

/** A refusal shown where the member is looking, with the way forward. */
function LinkProblem({ message }: { message: string }) {
  return (
    <div role="alert" className="border-destructive/60 rounded-xl border p-4 text-sm">
      <p className="text-destructive font-medium">{message}</p>
      <p className="text-muted-foreground mt-2">
        Signed in? Your dashboard sends a new verification e-mail. Forgotten your password?{" "}
        <Link href="/auth/forgot" className="text-accent font-medium underline underline-offset-4">
          Ask for a reset link
        </Link>
        .
      </p>
    </div>
  );
}

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
