"use client";

import { TextField } from "@/components/ui/text-field";
import { contactFieldLabels, type ContactField } from "@/content/contact";
import { clubToday } from "@/lib/validation/enquiry-rules";
import { ENQUIRY_INPUTS } from "./form-fields";

const REQUIRED: ContactField[] = ["name", "email"];

/** One typed field of the contact form: its label, input kind and limits by its name. */
export function ContactTextField({
  field,
  value,
  error,
  onChange,
}: {
  field: Exclude<ContactField, "inquiryType">;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}) {
  return (
    <TextField
      id={field}
      label={contactFieldLabels[field]}
      required={REQUIRED.includes(field)}
      error={error}
      value={value}
      onChange={onChange}
      multiline={field === "message"}
      className={field === "message" ? "sm:col-span-2" : undefined}
      {...(field === "preferredDate" || field === "proposedDate"
        ? { type: "date", min: clubToday() }
        : ENQUIRY_INPUTS[field])}
    />
  );
}
