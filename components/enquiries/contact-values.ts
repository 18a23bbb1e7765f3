import type { ContactField } from "@/content/contact";
import { lazySchema } from "@/lib/validation/lazy-schema";

/** What the contact form holds: every variant's text fields (kept across variants) and a tour's time. */
export type ContactValues = Record<Exclude<ContactField, "inquiryType"> | "tourTime", string>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: "",
  company: "",
  teamSize: "",
  email: "",
  phone: "",
  message: "",
  preferredDate: "",
  organization: "",
  eventType: "",
  proposedDate: "",
  tourTime: "",
};

/** The values of one variant's fields, as its request sends them. */
export function pickContactValues(values: ContactValues, fields: ContactField[]) {
  return Object.fromEntries(
    fields.filter((f) => f !== "inquiryType").map((f) => [f, values[f as keyof ContactValues]]),
  );
}

/** The form's schema, loaded when first needed (zod stays out of the page's first load). */
export const CONTACT_SCHEMA = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.contactSchema),
);

/** The Tour variant books a slot: its date and time are required (POST /api/tours). */
export const TOUR_SCHEMA = lazySchema(() =>
  import("@/lib/validation/enquiry").then((m) => m.tourRequestSchema),
);
