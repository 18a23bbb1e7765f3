"use client";

import Link from "@/components/ui/link";
import { TextField } from "@/components/ui/text-field";
import { BOOKING_LIMITS } from "@/lib/validation/booking";
import { ConsentBox } from "@/components/ui/consent-box";

export type Contact = { name: string; email: string; phone: string };
export type Consents = {
  agreeTerms: boolean;
  acknowledgeSecurityDeposit: boolean;
  receivePromotions: boolean;
};
export const NO_CONSENTS: Consents = {
  agreeTerms: false,
  acknowledgeSecurityDeposit: false,
  receivePromotions: false,
};

/** How each contact detail is typed in; the name takes the whole row. */
const CONTACT_FIELDS = [
  { id: "name", label: "Full name", autoComplete: "name", className: "sm:col-span-2" },
  { id: "email", label: "Email", type: "email", autoComplete: "email" },
  { id: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
] as const;

type Props = {
  contact: Contact;
  consents: Consents;
  errors: Record<string, string | undefined>;
  onContact: (field: keyof Contact, value: string) => void;
  onConsents: (consents: Consents) => void;
};

/** The checkout booking form's contact details and consents (spec section 3). */
export function DayPassContact({ contact, consents, errors, onContact, onConsents }: Props) {
  const consent = (key: keyof Consents) => ({
    id: key,
    checked: consents[key],
    onChange: (checked: boolean) => onConsents({ ...consents, [key]: checked }),
  });
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {CONTACT_FIELDS.map((field) => (
          <TextField
            key={field.id}
            {...field}
            value={contact[field.id]}
            onChange={(event) => onContact(field.id, event.target.value)}
            error={errors[field.id]}
            required
            maxLength={BOOKING_LIMITS[field.id]}
          />
        ))}
      </div>
      <div className="grid gap-3">
        <ConsentBox {...consent("agreeTerms")}>
          I agree to the{" "}
          <Link href="/terms" className="text-accent underline underline-offset-4">
            Terms and Conditions
          </Link>
          .
        </ConsentBox>
        <ConsentBox {...consent("acknowledgeSecurityDeposit")}>
          I acknowledge the security deposit terms.
        </ConsentBox>
        <ConsentBox {...consent("receivePromotions")}>
          Send me news and offers from the club{" "}
          <span className="text-muted-foreground">(optional)</span>
        </ConsentBox>
      </div>
    </>
  );
}
