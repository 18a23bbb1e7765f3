import { z } from "@/lib/zod";
import {
  DAY_PASS_ITEM_KEY,
  DESK_MESSAGES,
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  MEETING_ROOMS,
  OFFICE_MESSAGES,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
  PODCAST_PLANS,
  TIMED_RESOURCES,
  WORKSPACE_TERMS,
  isClubDate,
  type BookingRequest,
  type MeetingRoomId,
  type PodcastPlan,
  type TimedResource,
  type WorkspaceTerm,
} from "@/lib/pricing";
import {
  BOOKING_FORM_MESSAGES,
  BOOKING_LIMITS,
  CONSENT_TOAST,
} from "@/lib/validation/booking-rules";
import { MESSAGES as FORM_MESSAGES, isSingleLine } from "@/lib/validation/enquiry-rules";
import { isValidGstin } from "@/lib/validation/gstin";
import { invoiceAddressErrors } from "@/lib/validation/invoice-address";

export * from "@/lib/validation/booking-rules";

/**
 * What the calculators and the checkout send to POST /api/bookings, shared by the forms and the
 * handler. Zod checks the shape and the ranges; the rules of spec section 5 (date and time given,
 * an hour ahead, weekdays, move-in after today…) are `planBooking`'s, which both sides run next,
 * so an empty date or time passes here and gets the spec's own message there.
 */

const tuple = <T extends string>(values: readonly T[]) => values as [T, ...T[]];
const ROOM_IDS = tuple(Object.keys(MEETING_ROOMS) as MeetingRoomId[]);
const PLAN_IDS = tuple(Object.keys(PODCAST_PLANS) as PodcastPlan[]);
const TERM_IDS = tuple(Object.keys(WORKSPACE_TERMS) as WorkspaceTerm[]);

/** A date or time field: text, possibly empty (the rules then give the spec's message). */
const dateText = z.string({ error: BOOKING_FORM_MESSAGES.dateInvalid }).trim().max(10).default("");
const timeText = z.string().trim().max(5).default("");

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

export const meetingRoomRequestSchema = z.object({
  kind: z.literal("meeting-room"),
  room: z.enum(ROOM_IDS, { error: BOOKING_FORM_MESSAGES.roomInvalid }),
  date: dateText,
  time: timeText,
  hours: wholeNumber(MEETING_MIN_HOURS, MEETING_MAX_HOURS, BOOKING_FORM_MESSAGES.meetingHours),
  techSupport: z.boolean().default(false),
});

export const podcastRequestSchema = z.object({
  kind: z.literal("podcast-studio"),
  plan: z.enum(PLAN_IDS, { error: BOOKING_FORM_MESSAGES.planInvalid }),
  date: dateText,
  time: timeText,
  hours: wholeNumber(
    PODCAST_MIN_HOURS,
    BOOKING_LIMITS.studioMaxHours,
    BOOKING_FORM_MESSAGES.studioHours,
  ),
  postProductionHours: wholeNumber(
    PODCAST_MIN_POST_PRODUCTION_HOURS,
    BOOKING_LIMITS.postProductionMaxHours,
    BOOKING_FORM_MESSAGES.postProductionHours,
  ).default(0),
});

const term = z.enum(TERM_IDS, { error: BOOKING_FORM_MESSAGES.termInvalid });

export const deskRequestSchema = z.object({
  kind: z.literal("dedicated-desk"),
  seats: z
    .number({ error: DESK_MESSAGES.seatsMinimum })
    .int(DESK_MESSAGES.seatsMinimum)
    .min(1, DESK_MESSAGES.seatsMinimum)
    .max(BOOKING_LIMITS.deskMaxSeats, BOOKING_FORM_MESSAGES.deskSeatsMaximum),
  term,
  moveInDate: dateText,
});

export const officeRequestSchema = z.object({
  kind: z.literal("managed-office"),
  // Any number: `planBooking` answers a size that is not offered with the sizes that are.
  seats: z.number({ error: OFFICE_MESSAGES.seatsNotAllowed }).int(OFFICE_MESSAGES.seatsNotAllowed),
  term,
  moveInDate: dateText.transform((value) => value || undefined),
  confirmSalesContact: z.boolean().default(false),
});

/** Name, email and phone of the checkout form, all required (spec section 5). */
export const checkoutContactSchema = z.object({
  name: z
    .string({ error: BOOKING_FORM_MESSAGES.nameRequired })
    .trim()
    .min(1, BOOKING_FORM_MESSAGES.nameRequired)
    .max(BOOKING_LIMITS.name, BOOKING_FORM_MESSAGES.nameTooLong)
    .refine(isSingleLine, FORM_MESSAGES.nameOneLine),
  email: z
    .string({ error: BOOKING_FORM_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: BOOKING_FORM_MESSAGES.emailRequired, abort: true })
    .max(BOOKING_LIMITS.email, BOOKING_FORM_MESSAGES.emailInvalid)
    .pipe(z.email({ error: BOOKING_FORM_MESSAGES.emailInvalid })),
  phone: z
    .string({ error: BOOKING_FORM_MESSAGES.phoneRequired })
    .trim()
    .min(1, { error: BOOKING_FORM_MESSAGES.phoneRequired, abort: true })
    .max(BOOKING_LIMITS.phone, BOOKING_FORM_MESSAGES.phoneInvalid)
    .refine((value) => {
      const digits = value.replace(/\D/g, "").length;
      return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
    }, BOOKING_FORM_MESSAGES.phoneInvalid),
});

const consent = z.literal(true, { error: CONSENT_TOAST.description });

/** A day pass from /checkout?item=day-pass: its date, the contact details and the consents. */
export const dayPassRequestSchema = checkoutContactSchema.extend({
  kind: z.literal(DAY_PASS_ITEM_KEY),
  date: dateText,
  agreeTerms: consent,
  acknowledgeSecurityDeposit: consent,
  receivePromotions: z.boolean().default(false),
});

export const bookingRequestSchema = z.discriminatedUnion("kind", [
  meetingRoomRequestSchema,
  podcastRequestSchema,
  dayPassRequestSchema,
  deskRequestSchema,
  officeRequestSchema,
]);

export type BookingRequestInput = z.input<typeof bookingRequestSchema>;
export type BookingRequestValues = z.output<typeof bookingRequestSchema>;
export type CheckoutContactValues = z.output<typeof checkoutContactSchema>;

// The schema's output is what planBooking takes: a compile-time check that they never drift.
const _outputIsARequest = (values: BookingRequestValues): BookingRequest => values;

/** GET /api/bookings/slots?resource=&date= */
export const takenSlotsQuerySchema = z.object({
  resource: z.enum(tuple<TimedResource>(TIMED_RESOURCES), {
    error: "Please choose a room or the studio.",
  }),
  date: z.string().refine(isClubDate, BOOKING_FORM_MESSAGES.dateInvalid),
});

/**
 * The company and GSTIN a member may give for a GST invoice when paying online: both optional;
 * a GSTIN must have the right form and check digit.
 */
export const invoiceBuyerSchema = z.object({
  billingCompany: z
    .string()
    .trim()
    .max(BOOKING_LIMITS.company, BOOKING_FORM_MESSAGES.companyTooLong)
    .optional()
    .transform((value) => value || undefined),
  billingGstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === "" || isValidGstin(value), BOOKING_FORM_MESSAGES.gstinInvalid)
    .optional()
    .transform((value) => value || undefined),
  // With a GSTIN, the billing address and its state (lib/validation/invoice-address.ts).
  billingAddress: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  billingState: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
});

/**
 * The buyer at a booking's or a store order's checkout: with a GSTIN, the billing address and its
 * state (the GSTIN's own) are required, for the tax invoice (rule 46(e)).
 */
export const checkoutBuyerSchema = invoiceBuyerSchema.superRefine((values, ctx) => {
  for (const [field, message] of Object.entries(invoiceAddressErrors(values))) {
    ctx.addIssue({ code: "custom", message, path: [field] });
  }
});

/** POST /api/bookings: the request, and for a GST invoice the buyer's company and GSTIN. */
export const bookingSubmissionSchema = z.intersection(bookingRequestSchema, checkoutBuyerSchema);
