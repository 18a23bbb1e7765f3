"use client";

import { useState, type FormEvent, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import type { AuthResult } from "@/lib/auth/client/accounts";
import { AUTH_LIMITS } from "@/lib/validation/auth-rules";
import { toast } from "@/lib/toast";
import { LinkProblem } from "./link-problem";

type PasswordLinkOptions = {
  /** Spends the e-mailed link with the password typed. */
  send: (password: string) => Promise<AuthResult>;
  /** The toast once it worked; then the dashboard, signed in. */
  success: { title: string; description: string };
  /** A refusal of the password before anything is sent. */
  check?: (password: string) => string | undefined;
  /** Whether a refusal that names no field is the link's (spent, expired) rather than the password's. */
  isLinkProblem: (answer: Extract<AuthResult, { ok: false }>) => boolean;
};

/**
 * The state of a page an e-mailed link opens to set a password (verification, reset): what was
 * typed, the busy button, the field's error and the link's problem, kept apart so the member
 * knows which to fix.
 */
function usePasswordLink({ send, success, check, isLinkProblem }: PasswordLinkOptions) {
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
    const refused = check?.(password);
    if (refused) {
      setError(refused);
      return;
    }
    setBusy(true);
    const answer = await send(password);
    setBusy(false);
    if (!answer.ok) {
      if (answer.fieldErrors?.password) setError(answer.fieldErrors.password);
      else if (isLinkProblem(answer)) setProblem(answer.message);
      else setError(answer.message);
      return;
    }
    toast.success(success.title, { description: success.description });
    router.push("/dashboard");
  }

  return { password, setPassword, busy, error, problem, hydrated, onSubmit };
}

type PasswordLinkFormProps = PasswordLinkOptions & {
  field: { id: string; label: string };
  /** Under the field: what this password is for. */
  note?: ReactNode;
  button: { idle: string; busy: string };
  className?: string;
};

/** The form of such a page: the link's problem, the password field, the busy button. */
export function PasswordLinkForm({
  field,
  note,
  button,
  className,
  ...options
}: PasswordLinkFormProps) {
  const { password, setPassword, busy, error, problem, hydrated, onSubmit } =
    usePasswordLink(options);
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {problem ? <LinkProblem message={problem} /> : null}
      <TextField
        id={field.id}
        label={field.label}
        type="password"
        required
        autoComplete="new-password"
        maxLength={AUTH_LIMITS.passwordMax}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      {note ? <p className="text-muted-foreground -mt-2 text-sm">{note}</p> : null}
      <Button type="submit" size="lg" disabled={busy || !hydrated}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? button.busy : button.idle}
      </Button>
    </form>
  );
}
