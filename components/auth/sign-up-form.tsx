"use client";

import { useState, type FormEvent, type KeyboardEvent } from "react";
import Link from "next/link";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { signUp } from "@/lib/auth/client";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS } from "@/lib/auth/types";
import { AUTH_MESSAGES } from "@/lib/validation/auth-rules";
import { lazySchema } from "@/lib/validation/lazy-schema";
import { CredentialFields } from "./credential-fields";
import { useAuthForm } from "./use-auth-form";

const ID = "signup";
const signUpSchema = lazySchema(() =>
  import("@/lib/validation/auth").then((m) => m.dialogSignUpSchema),
);

function termsToast() {
  toast.error(AUTH_MESSAGES.termsTitle, { description: AUTH_MESSAGES.termsRequired });
}

/**
 * The dialog's sign-up view: email, password and the terms box. Submit stays disabled until the
 * box is ticked; Enter in a field before that gets the 'Terms and Conditions' toast instead.
 */
export function SignUpForm({ onSignedUp }: { onSignedUp: (signedIn: boolean) => void }) {
  const [values, setValues] = useState({ email: "", password: "" });
  const [agreed, setAgreed] = useState(false);
  const { errors, busy, setBusy, validate, clearError, formProps } = useAuthForm(signUpSchema, ID);

  const setField = (field: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) return termsToast();
    const input = await validate(values);
    if (!input) return;
    const result = await signUp(input);
    setBusy(false);
    if (!result.ok) {
      toast.error(AUTH_TOASTS.signUpFailed, {
        description: result.message || AUTH_TOASTS.fallback,
      });
      return;
    }
    toast.success(AUTH_TOASTS.dialogSignUpSuccess, {
      description: AUTH_TOASTS.dialogSignUpSuccessDescription,
      duration: AUTH_TIMINGS.successToastMs,
    });
    onSignedUp(result.session !== null);
  }

  // A disabled submit button blocks implicit submission, so Enter is caught here.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key === "Enter" && !agreed && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      termsToast();
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      {...formProps}
      noValidate
      className="grid gap-4"
    >
      <CredentialFields
        idPrefix={ID}
        values={values}
        errors={errors}
        onChange={setField}
        passwordAutoComplete="new-password"
      />
      <div className="flex items-start gap-2.5">
        <Checkbox
          id={`${ID}-terms`}
          className="mt-0.5"
          checked={agreed}
          onCheckedChange={(checked) => setAgreed(checked === true)}
        />
        <Label htmlFor={`${ID}-terms`} className="leading-6 font-normal">
          I agree to the{" "}
          <Link
            href="/terms"
            target="_blank"
            className="text-accent font-medium underline underline-offset-4"
          >
            Terms and Conditions
          </Link>
        </Label>
      </div>
      <Button type="submit" disabled={busy || !agreed}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
