"use client";

import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { AUTH_LIMITS } from "@/lib/validation/auth-rules";

type Credentials = { email: string; password: string };

/**
 * The email and password fields of the dialog's login and sign-up views, each with its error
 * under it and tied to it for screen readers. Ids are `${idPrefix}-email`/`-password`, which
 * `useAuthForm` focuses when a field is in error.
 */
export function CredentialFields({
  idPrefix,
  values,
  errors,
  onChange,
  passwordAutoComplete,
}: {
  idPrefix: string;
  values: Credentials;
  errors: Record<string, string>;
  onChange: (field: keyof Credentials, value: string) => void;
  passwordAutoComplete: "current-password" | "new-password";
}) {
  const input = (field: keyof Credentials) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": errors[field] ? `${idPrefix}-${field}-error` : undefined,
  });
  return (
    <>
      <Field id={`${idPrefix}-email`} label="Email" error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          maxLength={AUTH_LIMITS.email}
          {...input("email")}
        />
      </Field>
      <Field id={`${idPrefix}-password`} label="Password" error={errors.password}>
        <Input type="password" autoComplete={passwordAutoComplete} {...input("password")} />
      </Field>
    </>
  );
}
