"use client";

import type { ContactField } from "@/content/contact";
import { LIMITS } from "@/lib/validation/enquiry-rules";

type InputPreset = {
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel";
  min?: number | string;
  maxLength?: number;
};

/** How each enquiry field is typed in, for every form that asks for it (limits from the schema's). */
export const ENQUIRY_INPUTS: Partial<Record<ContactField | "reason", InputPreset>> = {
  name: { autoComplete: "name", maxLength: LIMITS.name },
  email: { type: "email", autoComplete: "email", maxLength: LIMITS.email },
  phone: { type: "tel", autoComplete: "tel", maxLength: LIMITS.phone },
  company: { autoComplete: "organization", maxLength: LIMITS.company },
  organization: { autoComplete: "organization", maxLength: LIMITS.organization },
  eventType: { maxLength: LIMITS.eventType },
  teamSize: { type: "number", inputMode: "numeric", min: 1 },
  message: { maxLength: LIMITS.message },
  reason: { maxLength: LIMITS.reason },
};

/**
 * The props that tie a `TextField` to one field of a form's state: its id, value, change
 * handler, error and input preset. Spread it, then add the label.
 */
export function bindField<K extends string>(
  field: K,
  values: Record<K, string>,
  errors: Record<string, string>,
  set: (field: K) => (event: { target: { value: string } }) => void,
) {
  return {
    id: field,
    value: values[field],
    onChange: set(field),
    error: errors[field],
    ...ENQUIRY_INPUTS[field as keyof typeof ENQUIRY_INPUTS],
  };
}

/** Bots fill every field; people never see this one. */
export function Honeypot({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website">Website</label>
      <input
        id="website"
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
