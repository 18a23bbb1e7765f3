"use client";

import Link from "next/link";
import { TextField } from "@/components/enquiries/form-fields";
import { BOOKING_LIMITS } from "@/lib/validation/booking";
import { ConsentBox } from "./consent-box";

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
        <TextField
          id="name"
          label="Full name"
          value={contact.name}
          onChange={(event) => onContact("name", event.target.value)}
          error={errors.name}
          required
          autoComplete="name"
          maxLength={BOOKING_LIMITS.name}
          className="sm:col-span-2"
        />
        <TextField
          id="email"
          label="Email"
          type="email"
          value={contact.email}
          onChange={(event) => onContact("email", event.target.value)}
          error={errors.email}
          required
          autoComplete="email"
          maxLength={BOOKING_LIMITS.email}
        />
        <TextField
          id="phone"
          label="Phone"
          type="tel"
          value={contact.phone}
          onChange={(event) => onContact("phone", event.target.value)}
          error={errors.phone}
          required
          autoComplete="tel"
          maxLength={BOOKING_LIMITS.phone}
        />
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
