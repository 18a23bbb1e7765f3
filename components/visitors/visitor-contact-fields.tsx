"use client";

import { TextField } from "@/components/ui/text-field";
import { LIMITS } from "@/lib/validation/enquiry-rules";

export type VisitorContact = { name: string; phone: string; email: string };

type Props = {
  /** Prefixes the fields' ids: `guest` gives guest-name, guest-phone, guest-email. */
  idPrefix: string;
  /** Who they are to the person typing: "Guest" or "Visitor". */
  who: string;
  values: VisitorContact;
  errors: Partial<Record<keyof VisitorContact, string>>;
  onChange: (field: keyof VisitorContact, value: string) => void;
};

/**
 * A visitor's name, mobile and e-mail, as the member registering a guest and the desk signing in
 * a walk-in both type them. The server checks them with one schema (lib/validation/visitor.ts).
 */
export function VisitorContactFields({ idPrefix, who, values, errors, onChange }: Props) {
  const field = (name: keyof VisitorContact) => ({
    id: `${idPrefix}-${name}`,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    maxLength: LIMITS[name],
    autoComplete: "off",
  });
  return (
    <>
      <TextField label={`${who}'s name`} required {...field("name")} />
      <TextField
        label="Mobile number (+91)"
        type="tel"
        inputMode="tel"
        placeholder="+91 98765 43210"
        required
        {...field("phone")}
      />
      <TextField label={`${who}'s e-mail`} type="email" {...field("email")} />
    </>
  );
}
