import { z } from "@/lib/zod";
import { addDaysToDate, clubToday, isClubDate, isClubTime } from "@/lib/pricing";
import { site } from "@/lib/site";
import { isUuid } from "@/lib/validation/uuid";
import { isSingleLine, LIMITS, MESSAGES } from "@/lib/validation/enquiry-rules";
import { VISITOR_DAYS_AHEAD } from "@/lib/visitors/rules";

export const VISITOR_MESSAGES = {
  guestNameRequired: "Please enter your guest's name.",
  phoneRequired: "Please enter your guest's mobile number.",
  phoneInvalid:
    "Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9, with or without +91.",
  dateInvalid: "Please choose the date of the visit.",
  dateRange: `Please choose a date from today to ${VISITOR_DAYS_AHEAD} days ahead.`,
  timeInvalid: `Please choose a time between ${site.hours.opens} and ${site.hours.closes}.`,
  hostRequired: "Please choose the member your visitor is here to see.",
  bookingInvalid: "Please choose one of your bookings.",
} as const;

/**
 * An Indian mobile number as +91 and its ten digits, or null. Accepts what people type: spaces,
 * dashes, brackets, a leading 0, 91 or +91.
 */
export function normaliseIndianMobile(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\(?\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  const local =
    digits.length === 12 && digits.startsWith("91")
      ? digits.slice(2)
      : digits.length === 11 && digits.startsWith("0")
        ? digits.slice(1)
        : digits;
  return /^[6-9]\d{9}$/.test(local) ? `+91${local}` : null;
}

/** +91 98765 43210, as people read it. */
export const formatIndianMobile = (phone: string) =>
  phone.replace(/^\+91(\d{5})(\d{5})$/, "+91 $1 $2");

const guestName = z
  .string({ error: VISITOR_MESSAGES.guestNameRequired })
  .trim()
  .min(1, VISITOR_MESSAGES.guestNameRequired)
  .max(LIMITS.name, MESSAGES.tooLong("name", LIMITS.name))
  .refine(isSingleLine, MESSAGES.oneLine("name"));

const phone = z
  .string({ error: VISITOR_MESSAGES.phoneRequired })
  .trim()
  .min(1, { error: VISITOR_MESSAGES.phoneRequired, abort: true })
  .transform((value, ctx) => {
    const mobile = normaliseIndianMobile(value);
    if (!mobile) ctx.addIssue({ code: "custom", message: VISITOR_MESSAGES.phoneInvalid });
    return mobile ?? value;
  });

const optionalEmail = z
  .string({ error: MESSAGES.emailInvalid })
  .trim()
  .max(LIMITS.email, MESSAGES.emailInvalid)
  .refine((value) => value === "" || z.email().safeParse(value).success, MESSAGES.emailInvalid)
  .optional()
  .transform((value) => value || undefined);

const inClubHours = (time: string) =>
  isClubTime(time) && time >= site.hours.opens && time <= site.hours.closes;

/**
 * A guest a member registers (the dashboard form and POST /api/visitors). The date's range
 * depends on the clock, so it is checked apart: visitDateProblem.
 */
export const visitorSchema = z.object({
  name: guestName,
  phone,
  email: optionalEmail,
  date: z
    .string({ error: VISITOR_MESSAGES.dateInvalid })
    .refine(isClubDate, VISITOR_MESSAGES.dateInvalid),
  time: z
    .string({ error: VISITOR_MESSAGES.timeInvalid })
    .refine(inClubHours, VISITOR_MESSAGES.timeInvalid),
  bookingId: z
    .string()
    .optional()
    .transform((value) => value || undefined)
    .refine((value) => value === undefined || isUuid(value), VISITOR_MESSAGES.bookingInvalid),
});

/** Why a visit date cannot be registered at `now` (today to 30 days ahead), or null. */
export function visitDateProblem(date: string, now: Date): string | null {
  const today = clubToday(now);
  return date >= today && date <= addDaysToDate(today, VISITOR_DAYS_AHEAD)
    ? null
    : VISITOR_MESSAGES.dateRange;
}

export type VisitorInput = z.output<typeof visitorSchema>;

/** A walk-in the desk signs in for a member (POST /api/staff/desk/walk-in). */
export const walkInSchema = z.object({
  hostId: z
    .string({ error: VISITOR_MESSAGES.hostRequired })
    .refine(isUuid, VISITOR_MESSAGES.hostRequired),
  name: guestName,
  phone,
  email: optionalEmail,
});

export type WalkInInput = z.output<typeof walkInSchema>;
