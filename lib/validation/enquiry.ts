import { z } from "@/lib/zod";
import {
  HONEYPOT_FIELD,
  LIMITS,
  MESSAGES,
  clubToday,
  isSingleLine,
} from "@/lib/validation/enquiry-rules";

export * from "@/lib/validation/enquiry-rules";

/**
 * One schema per form, shared by the client form and the route handler that stores it.
 * Messages are the specification's where it gives them. Empty optional fields ("" from a form)
 * become undefined; limits match the check constraints in supabase/migrations.
 */

const name = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(LIMITS.name, MESSAGES.nameTooLong)
  .refine(isSingleLine, MESSAGES.nameOneLine);

const email = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired, abort: true })
  .max(LIMITS.email, MESSAGES.emailInvalid)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

/** An optional free-text field: trimmed, "" treated as absent. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: MESSAGES.tooLong(label, max) })
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
    .optional()
    .transform((value) => value || undefined);

/** An optional single-line field (a company, an organisation, an event type): no line breaks. */
const optionalLine = (label: string, max: number) =>
  z
    .string({ error: MESSAGES.tooLong(label, max) })
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
    .refine(isSingleLine, MESSAGES.oneLine(label))
    .optional()
    .transform((value) => value || undefined);

/** Optional; when given, 7 to 15 digits with the usual separators and an optional leading +. */
const phone = z
  .string({ error: MESSAGES.phoneInvalid })
  .trim()
  .max(LIMITS.phone, MESSAGES.phoneInvalid)
  .refine((value) => {
    if (value === "") return true;
    const digits = value.replace(/\D/g, "").length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, MESSAGES.phoneInvalid)
  .optional()
  .transform((value) => value || undefined);

/** A number from a number input, or its text; blank is absent. */
const teamSize = z
  .union([z.number(), z.string()], { error: MESSAGES.teamSizeInvalid })
  .optional()
  .transform((value) =>
    value === undefined || (typeof value === "string" && value.trim() === "")
      ? undefined
      : Number(value),
  )
  .pipe(
    z
      .number({ error: MESSAGES.teamSizeInvalid })
      .int(MESSAGES.teamSizeInvalid)
      .min(1, MESSAGES.teamSizeInvalid)
      .max(LIMITS.teamSize, MESSAGES.teamSizeInvalid)
      .optional(),
  );

/** Optional yyyy-mm-dd, a real calendar day, not before today in club time. */
const futureDate = z
  .string({ error: MESSAGES.dateInvalid })
  .trim()
  .refine(
    (value) => {
      if (value === "") return true;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: MESSAGES.dateInvalid, abort: true },
  )
  .refine((value) => value === "" || value >= clubToday(), MESSAGES.datePast)
  .optional()
  .transform((value) => value || undefined);

/** The path of the page a form was sent from, e.g. `/contact`; never a full URL. */
const page = z
  .string()
  .trim()
  .max(LIMITS.page)
  .regex(/^\/(?!\/)[^\s]*$/)
  .optional()
  .catch(undefined);

const honeypot = z.string().max(200).optional();

const common = { name, email, phone, page, [HONEYPOT_FIELD]: honeypot };

/** Contact page variants (spec section 2). `General` is the default form, `Sales` its sales title. */
const generalContact = z.object({
  ...common,
  inquiryType: z.enum(["General", "Sales"]),
  company: optionalLine("company name", LIMITS.company),
  teamSize,
  message: optionalText("message", LIMITS.message),
});

const tourContact = z.object({
  ...common,
  inquiryType: z.literal("Tour"),
  preferredDate: futureDate,
  tourTime: z.string().max(5).optional(),
});

/**
 * What POST /api/tours accepts: the contact form's Tour variant, whose date and one of its
 * 30-minute slots are required (lib/tours checks the slot rules).
 */
export const tourRequestSchema = tourContact.extend({
  preferredDate: futureDate.refine((value) => value !== undefined, MESSAGES.tourDateRequired),
  tourTime: z
    .string({ error: MESSAGES.tourTimeRequired })
    .trim()
    .regex(/^\d{2}:\d{2}$/, MESSAGES.tourTimeRequired),
  // The solved proof-of-work (lib/tours/proof.ts), needed from a client's second tour of a day.
  proof: z.string().max(4000).optional(),
});
export type TourRequestValues = z.output<typeof tourRequestSchema>;

/** The manage page: move to another slot, or cancel. */
export const tourChangeSchema = z.discriminatedUnion("action", [
  z.object({ token: z.string().min(16).max(100), action: z.literal("cancel") }),
  z.object({
    token: z.string().min(16).max(100),
    action: z.literal("reschedule"),
    preferredDate: z.iso.date({ error: MESSAGES.tourDateRequired }),
    tourTime: z.string().regex(/^\d{2}:\d{2}$/, MESSAGES.tourTimeRequired),
  }),
]);

export const tourSlotsQuerySchema = z.object({ date: z.iso.date({ error: MESSAGES.dateInvalid }) });

const membershipContact = z.object({
  ...common,
  inquiryType: z.literal("Membership"),
  company: optionalLine("company name", LIMITS.company),
  teamSize,
});

const eventContact = z.object({
  ...common,
  inquiryType: z.literal("Event"),
  organization: optionalLine("organization", LIMITS.organization),
  eventType: optionalLine("event type", LIMITS.eventType),
  proposedDate: futureDate,
});

const partnershipContact = z.object({
  ...common,
  inquiryType: z.literal("Partnership"),
  company: optionalLine("company name", LIMITS.company),
  message: optionalText("message", LIMITS.message),
});

export const contactSchema = z.discriminatedUnion(
  "inquiryType",
  [generalContact, tourContact, membershipContact, eventContact, partnershipContact],
  { error: MESSAGES.inquiryTypeInvalid },
);

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;

/**
 * Request-an-invitation dialog (spec section 3). The spec shows no required markers; name and
 * email are required all the same, since a request nobody can answer is not a request.
 */
export const invitationSchema = z.object({
  ...common,
  inquiryType: z.literal("Invitation", { error: MESSAGES.inquiryTypeInvalid }),
  company: optionalLine("company name", LIMITS.company),
  teamSize,
  reason: optionalText("reason", LIMITS.reason),
});

export type InvitationInput = z.input<typeof invitationSchema>;
export type InvitationValues = z.output<typeof invitationSchema>;

/** What POST /api/enquiries accepts: any contact variant, or an invitation request. */
export const enquiryRequestSchema = z.discriminatedUnion(
  "inquiryType",
  [contactSchema, invitationSchema],
  { error: MESSAGES.inquiryTypeInvalid },
);

export type EnquiryRequestInput = z.input<typeof enquiryRequestSchema>;
export type EnquiryRequestValues = z.output<typeof enquiryRequestSchema>;

/** Event registration dialog: an upcoming occurrence id from `content/events.ts`. */
export const eventRegistrationSchema = z.object({
  eventId: z
    .string({ error: MESSAGES.eventRequired })
    .trim()
    .min(1, MESSAGES.eventRequired)
    .max(LIMITS.eventId, MESSAGES.eventRequired),
  name,
  email,
  phone,
  [HONEYPOT_FIELD]: honeypot,
});

export type EventRegistrationInput = z.input<typeof eventRegistrationSchema>;
export type EventRegistrationValues = z.output<typeof eventRegistrationSchema>;
