import {
  MEETING_MAX_HOURS,
  MEETING_MIN_HOURS,
  PODCAST_MIN_HOURS,
  PODCAST_MIN_POST_PRODUCTION_HOURS,
} from "@/lib/pricing";
import { MESSAGES as FORM_MESSAGES } from "@/lib/validation/enquiry-rules";

/**
 * The booking forms' limits and messages, without zod: the calculators import these on first
 * load; the zod schemas (lib/validation/booking.ts) belong to the handler and the checkout.
 */

export const BOOKING_LIMITS = {
  /** Studio sessions: from opening to closing at most. */
  studioMaxHours: 11,
  postProductionMaxHours: 100,
  deskMaxSeats: 100,
  name: 120,
  email: 254,
  phone: 32,
  company: 200,
} as const;

export const BOOKING_FORM_MESSAGES = {
  roomInvalid: "Please choose a meeting room.",
  planInvalid: "Please choose Basic or Pro.",
  termInvalid: "Please choose a monthly, quarterly or annual term.",
  meetingHours: `Please choose ${MEETING_MIN_HOURS} to ${MEETING_MAX_HOURS} hours.`,
  studioHours: `Please choose ${PODCAST_MIN_HOURS} to ${BOOKING_LIMITS.studioMaxHours} studio hours.`,
  postProductionHours: `Please choose ${PODCAST_MIN_POST_PRODUCTION_HOURS} to ${BOOKING_LIMITS.postProductionMaxHours} post-production hours.`,
  deskSeatsMaximum: `For more than ${BOOKING_LIMITS.deskMaxSeats} desks, please talk to our sales team.`,
  nameRequired: FORM_MESSAGES.nameRequired,
  nameTooLong: FORM_MESSAGES.nameTooLong,
  emailRequired: FORM_MESSAGES.emailRequired,
  emailInvalid: FORM_MESSAGES.emailInvalid,
  phoneRequired: "Please enter your phone number.",
  phoneInvalid: FORM_MESSAGES.phoneInvalid,
  dateInvalid: "Please choose a valid date.",
  companyTooLong: "Please keep the company name under 200 characters.",
  gstinInvalid: "Please enter a valid 15-character GSTIN, e.g. 09AAACL1234C1Z3.",
} as const;

/** The checkout's consent rule (spec section 5): a toast, not a field error. */
export const CONSENT_TOAST = {
  title: "Consent Required",
  description: "Please agree to the terms and acknowledge the security deposit to continue.",
} as const;
