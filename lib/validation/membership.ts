import { z } from "@/lib/zod";
import { isClubDate } from "@/lib/pricing";
import { GST_STATES } from "@/lib/validation/states";
import { BOOKING_FORM_MESSAGES } from "@/lib/validation/booking-rules";
import { gstinStateCode, isValidGstin } from "@/lib/validation/gstin";
import { isUuid } from "@/lib/validation/uuid";

/**
 * The staff console's membership forms and the member's payment proofs, shared by the forms and
 * their route handlers (docs/memberships.md lists the routes).
 */

export const MEMBERSHIP_FORM_MESSAGES = {
  planRequired: "Choose a plan.",
  termRequired: "Choose a term.",
  seatsDesk: "A dedicated desk has 1 to 50 seats.",
  seatsOffice: "A managed office has 2, 4, 6, 15, 24 or 35 seats.",
  seatsVirtual: "A virtual office has one seat.",
  startDate: "Enter the start date.",
  endDate: "Enter the end date.",
  nameRequired: "Enter the holder's name.",
  emailInvalid: "Enter a valid email address.",
  companyRequired: "Enter the company's legal name.",
  addressRequired: "Enter the billing address.",
  stateRequired: "Choose the billing address's state.",
  gstinState: "The GSTIN does not belong to the billing address's state.",
  reasonRequired: "Say why the membership ends early.",
  referenceRequired: "Enter the payment reference (UTR, cheque number or receipt).",
  methodRequired: "Choose how it was paid.",
  deductionReason: "Say why part of the deposit is kept.",
  deductionInvalid: "Enter the deduction in rupees, 0 if none.",
} as const;

const M = MEMBERSHIP_FORM_MESSAGES;
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters.`);
const email = z
  .string({ error: M.emailInvalid })
  .trim()
  .max(254, M.emailInvalid)
  .pipe(z.email({ error: M.emailInvalid }));
const clubDate = (message: string) => z.string({ error: message }).refine(isClubDate, message);

export const membershipCompanySchema = z
  .object({
    legalName: text(200, M.companyRequired),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => value === "" || isValidGstin(value), BOOKING_FORM_MESSAGES.gstinInvalid)
      .optional()
      .transform((value) => value || undefined),
    billingAddress: text(500, M.addressRequired),
    stateCode: z.string({ error: M.stateRequired }).refine((v) => v in GST_STATES, M.stateRequired),
  })
  .refine((c) => !c.gstin || gstinStateCode(c.gstin) === c.stateCode, {
    message: M.gstinState,
    path: ["gstin"],
  });

const SEAT_RULES = {
  "dedicated-desk": [(s: number) => s >= 1 && s <= 50, M.seatsDesk],
  "managed-office": [(s: number) => [2, 4, 6, 15, 24, 35].includes(s), M.seatsOffice],
  "virtual-office": [(s: number) => s === 1, M.seatsVirtual],
} as const;

/** POST /api/staff/memberships. */
export const membershipOfferSchema = z
  .object({
    plan: z.enum(["dedicated-desk", "managed-office", "virtual-office"], { error: M.planRequired }),
    seats: z.coerce.number().int(M.seatsDesk),
    term: z.enum(["monthly", "quarterly", "annual"], { error: M.termRequired }),
    startDate: clubDate(M.startDate),
    holderName: text(200, M.nameRequired),
    holderEmail: email,
    company: membershipCompanySchema.optional(),
    sourceBookingId: z.string().refine(isUuid).optional(),
  })
  .superRefine((offer, ctx) => {
    const [allowed, message] = SEAT_RULES[offer.plan];
    if (!allowed(offer.seats)) ctx.addIssue({ code: "custom", message, path: ["seats"] });
  });

const deskMethod = z.enum(["UPI", "NEFT", "cheque", "cash"], { error: M.methodRequired });
const reference = text(100, M.referenceRequired);

/** POST /api/staff/membership-invoices/[id]/paid. */
export const markPaidSchema = z.object({ method: deskMethod, reference });

/** POST /api/staff/memberships/[id]/end. */
export const endMembershipSchema = z.object({
  endDate: clubDate(M.endDate),
  reason: text(500, M.reasonRequired),
});

/** POST /api/staff/memberships/[id]/deposit-refund: the deduction in paise. */
export const depositRefundSchema = z
  .object({
    method: deskMethod,
    reference,
    deduction: z
      .number({ error: M.deductionInvalid })
      .int(M.deductionInvalid)
      .min(0, M.deductionInvalid),
    deductionReason: z.string().trim().max(500).optional(),
  })
  .refine((r) => r.deduction === 0 || Boolean(r.deductionReason), {
    message: M.deductionReason,
    path: ["deductionReason"],
  });

/** POST /api/memberships/invoices/[id]/confirm: Razorpay Checkout's success callback. */
export const paymentProofSchema = z.object({
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  signature: z.string().min(1).max(256),
});

/** POST and DELETE /api/memberships/[id]/seats (and staff's): the seat user, by e-mail. */
export const seatUserSchema = z.object({ email });

/** POST /api/staff/membership-late-fees/[id]/reverse: why the late fee is reversed (0084). */
export const reverseLateFeeSchema = z.object({
  reason: text(500, "Say why the late fee is reversed."),
});

/**
 * POST /api/memberships/offer/[token]/accept: an individual holder's address and its state for
 * the invoices (rule 46(f)); both or neither (the server says when it is required).
 */
export const acceptOfferSchema = z
  .object({
    billingAddress: z.string().trim().max(500, "At most 500 characters.").optional(),
    billingState: z.string().trim().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.billingAddress && !(value.billingState && value.billingState in GST_STATES)) {
      ctx.addIssue({ code: "custom", message: M.stateRequired, path: ["billingState"] });
    }
    if (!value.billingAddress && value.billingState) {
      ctx.addIssue({ code: "custom", message: M.addressRequired, path: ["billingAddress"] });
    }
  });
