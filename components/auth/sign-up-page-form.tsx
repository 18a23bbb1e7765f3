"use client";

import { useState, type FormEvent } from "react";
import Link from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/toast";
import { Loader2 } from "lucide-react";
import { TextField } from "@/components/ui/text-field";
import { Button } from "@/components/ui/button";
import { ConsentBox } from "@/components/ui/consent-box";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { signUp } from "@/lib/auth/client/accounts";
import { peekAuthTarget } from "@/lib/auth/client/auth-target";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { AUTH_TIMINGS } from "@/lib/auth/types";
import {
  AUTH_LIMITS,
  AUTH_MESSAGES,
  hasMissingSignUpFields,
  type SignUpPageValues,
} from "@/lib/validation/auth-rules";

const empty: SignUpPageValues = { name: "", email: "", password: "", userQuery: "" };

/**
 * The /signup form (spec sections 2, 4, 5): every field required, checked here only for being
 * filled (a 'Missing Fields' toast and no call), and the terms agreed (Sign Up stays disabled
 * until they are). On any error the visitor stays with what they typed. Success goes home,
 * signed out: the account starts once its address is confirmed.
 *
 * The spec's sign_up view of the login dialog opens this page (section 2), so a sign-up that
 * continues a booking the dialog was opened for (a remembered target) gets the dialog's success
 * toast ('Welcome!'), and one begun here gets the page's ('Welcome Aboard!').
 */
export function SignUpPageForm() {
  const router = useRouter();
  const [values, setValues] = useState(empty);
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  // Typed before hydration, text would show in the fields but not in `values`, and the submit
  // would say 'Missing Fields': the fields wait for their handlers (useHydrated says why).
  const hydrated = useHydrated();

  const set = (field: keyof SignUpPageValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) {
      toast.error(AUTH_TOASTS.termsTitle, { description: AUTH_TOASTS.termsRequired });
      return;
    }
    if (hasMissingSignUpFields(values)) {
      toast.error(AUTH_MESSAGES.missingFieldsTitle, { description: AUTH_MESSAGES.missingFields });
      return;
    }
    setBusy(true);
    const result = await signUp(values);
    setBusy(false);
    if (!result.ok) {
      toast.error(AUTH_TOASTS.signUpFailed, {
        description: result.message || AUTH_TOASTS.fallback,
      });
      return;
    }
    const fromDialog = peekAuthTarget() !== null;
    toast.success(fromDialog ? AUTH_TOASTS.dialogSignUpSuccess : AUTH_TOASTS.pageSignUpSuccess, {
      description: fromDialog
        ? AUTH_TOASTS.dialogSignUpSuccessDescription
        : AUTH_TOASTS.pageSignUpSuccessDescription,
      duration: AUTH_TIMINGS.successToastMs,
    });
    // Spec section 4: home. Not signed in yet: the verification e-mail's link signs the member in.
    router.push("/");
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
        <TextField
          id="full-name"
          label="Full Name"
          required
          autoComplete="name"
          maxLength={AUTH_LIMITS.name}
          value={values.name}
          onChange={set("name")}
        />
        <TextField
          id="email"
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          maxLength={AUTH_LIMITS.email}
          value={values.email}
          onChange={set("email")}
        />
        <TextField
          id="password"
          label="Password"
          type="password"
          required
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
        />
        <TextField
          id="user-query"
          label="Describe your project idea or specific query"
          multiline
          required
          maxLength={AUTH_LIMITS.userQuery}
          value={values.userQuery}
          onChange={set("userQuery")}
        />
        <ConsentBox id="agree-terms" checked={agreed} onChange={setAgreed}>
          I agree to the{" "}
          <Link href="/terms" className="text-accent underline underline-offset-4">
            Terms and Conditions
          </Link>{" "}
          and the{" "}
          <Link href="/privacy-policy" className="text-accent underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </ConsentBox>
        <Button type="submit" size="lg" disabled={busy || !agreed}>
          {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy ? "Creating Account..." : "Sign Up"}
        </Button>
      </fieldset>
      <p className="text-muted-foreground mt-5 text-center text-sm">
        Already a member?{" "}
        <Link
          href="/?auth=login"
          className="text-accent font-medium underline-offset-4 hover:underline"
        >
          Log In
        </Link>
      </p>
    </form>
  );
}
