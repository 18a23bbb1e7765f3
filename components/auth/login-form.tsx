"use client";

import { useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { signIn } from "@/lib/auth/client/accounts";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS } from "@/lib/auth/types";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { CredentialFields } from "./credential-fields";
import { useAuthForm } from "./use-auth-form";

const ID = "login";
const loginSchema = lazySchema(() =>
  import("@/lib/validation/auth").then((m) => m.loginFormSchema),
);

/** The dialog's login view (spec sections 3-5): email, password, remember me (on by default). */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [remember, setRemember] = useState(true);
  const { errors, busy, setBusy, validate, clearError, formProps } = useAuthForm(loginSchema, ID);

  const setField = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = await validate({ ...values, remember });
    if (!input) return;
    const result = await signIn(input);
    setBusy(false);
    if (!result.ok) {
      toast.error(AUTH_TOASTS.signInFailed, {
        description: result.message || AUTH_TOASTS.fallback,
      });
      return;
    }
    toast.success(AUTH_TOASTS.signInSuccess, { duration: AUTH_TIMINGS.successToastMs });
    onSignedIn();
  }

  return (
    <form onSubmit={onSubmit} {...formProps} noValidate className="grid gap-4">
      <CredentialFields
        idPrefix={ID}
        values={values}
        errors={errors}
        onChange={setField}
        passwordAutoComplete="current-password"
      />
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={`${ID}-remember`}
          checked={remember}
          onCheckedChange={(checked) => setRemember(checked === true)}
        />
        <Label htmlFor={`${ID}-remember`} className="font-normal">
          Remember me
        </Label>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Signing In..." : "Sign In"}
      </Button>
    </form>
  );
}
