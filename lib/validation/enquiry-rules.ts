import { formatClubIsoDate } from "@/lib/format";
/**
 * The enquiry forms' limits, messages and small rules, without zod: the forms in the browser
 * import these on first load, and their zod schemas (lib/validation/enquiry.ts) only when a
 * visitor starts filling one in. Limits match the check constraints in supabase/migrations.
 */

export const LIMITS = {
  name: 120,
  email: 254,
  phone: 32,
  company: 120,
  organization: 120,
  eventType: 120,
  message: 4000,
  reason: 4000,
  teamSize: 10_000,
  eventId: 120,
  page: 200,
} as const;

export const MESSAGES = {
  nameRequired: "Please enter your name.",
  nameTooLong: `Please keep your name under ${LIMITS.name} characters.`,
  emailRequired: "Email is required.",
  emailInvalid: "Please enter a valid email address.",
  phoneInvalid: "Please enter a valid phone number.",
  teamSizeInvalid: "Please enter a team size between 1 and 10,000.",
  dateInvalid: "Please enter a valid date.",
  datePast: "Please choose a date from today onwards.",
  inquiryTypeInvalid: "Please choose an inquiry type.",
  eventRequired: "Please choose an event.",
  tourDateRequired: "Please choose a date for your tour.",
  tourTimeRequired: "Please choose a time for your tour.",
  tooLong: (label: string, max: number) =>
    `Please keep the ${label} under ${max.toLocaleString("en-IN")} characters.`,
  nameOneLine: "Please keep your name on one line.",
  oneLine: (label: string) => `Please keep the ${label} on one line.`,
} as const;

/**
 * Line breaks, tabs and other control characters (C0, DEL, C1, and the Unicode line and paragraph
 * separators): never in a single-line field. A name with a CR/LF in it would be a header or a
 * forged line wherever it is printed (an e-mail, a CSV export, a log).
 */
const LINE_BREAKERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export function isSingleLine(value: string): boolean {
  return !LINE_BREAKERS.test(value);
}

/** Today's date (yyyy-mm-dd) in the club's time zone. */
export function clubToday(now: Date = new Date()): string {
  return formatClubIsoDate(now);
}

/** Hidden field people never see; anything in it marks a bot. */
export const HONEYPOT_FIELD = "website";

/** What the contact page's form is sent as: the default form, its sales title, or a variant. */
export type ContactInquiryType = "General" | "Sales" | (typeof CONTACT_SELECT_TYPES)[number];

/** The four types the default form's select offers, each labelled `${type} Inquiry`. */
export const CONTACT_SELECT_TYPES = ["Membership", "Tour", "Event", "Partnership"] as const;

/** `/contact?type=…` to the variant shown: the four named ones, `Sales`, else the default. */
export function contactTypeFromQuery(
  type: string | string[] | null | undefined,
): ContactInquiryType {
  const value = Array.isArray(type) ? type[0] : type;
  return value === "Sales" || CONTACT_SELECT_TYPES.some((t) => t === value)
    ? (value as ContactInquiryType)
    : "General";
}
