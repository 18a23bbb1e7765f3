import "server-only";
import type { MailPayloads, MailTemplate } from "@/lib/mail/types";
import { z } from "@/lib/zod";
import { invoiceRecord, orderRecord, orderRefund } from "./commerce";
import { money, optional } from "@/lib/validation/record-fields";
import {
  membershipAutopayHalted,
  membershipInvoice,
  membershipOffer,
  membershipRecord,
} from "./memberships";
import { depositDocumentRecord } from "./deposits";
import { bookingRecord, bookingRow, toBooking } from "@/lib/bookings/record";
import { seriesMessageRecord } from "@/lib/bookings/series/record";
import { enquiryRecord, leadRecord, registrationRecord } from "./records";
import { parcelArrived, visitorArrived, visitorPass } from "./visitors";
import { tourRecord } from "./tours";
import { packExpiring } from "./packs";

/** What lib/auth's embedded adapter owes for a verification or reset link. */
const accountLink = z
  .object({
    name: optional(z.string()),
    link: z.url(),
    expires_in_hours: z.number().positive(),
  })
  .transform(({ name, link, expires_in_hours }) => ({
    name,
    link,
    expiresInHours: expires_in_hours,
  }));

/** 0003_outbox.sql and lib/store/embedded/schema.sql: `{ kind, record }`. */
const staffAlert = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("enquiry"), record: enquiryRecord }),
  z.object({ kind: z.literal("registration"), record: registrationRecord }),
  z.object({ kind: z.literal("lead"), record: leadRecord }),
  z.object({ kind: z.literal("booking"), record: bookingRecord }),
  z.object({ kind: z.literal("order"), record: orderRecord }),
]);

/** public.record_booking_refund (0010): the booking row with the refund's amount. */
const bookingRefund = bookingRow
  .extend({ refund_amount: money, late: z.boolean() })
  .transform(({ refund_amount, late, ...row }) => ({
    booking: toBooking(row),
    amountPaise: refund_amount,
    late,
  }));

/** Each template's payload schema: JSON from SQL in, the app's own types out. */
const PAYLOAD_SCHEMAS: { [K in MailTemplate]: z.ZodType<MailPayloads[K]> } = {
  "enquiry-acknowledgement": enquiryRecord,
  "invitation-received": enquiryRecord,
  "staff-alert": staffAlert,
  "registration-confirmation": registrationRecord,
  welcome: leadRecord,
  "booking-confirmation": bookingRecord,
  "desk-request-received": bookingRecord,
  "booking-cancellation": bookingRecord,
  "booking-reminder": bookingRecord,
  "booking-rescheduled": bookingRecord,
  "booking-series-confirmation": seriesMessageRecord,
  "booking-series-cancellation": seriesMessageRecord,
  "order-confirmation": orderRecord,
  "order-refunded": orderRefund,
  "email-verification": accountLink,
  "account-exists": accountLink,
  "password-reset": accountLink,
  "payment-receipt": invoiceRecord,
  "payment-refunded": bookingRefund,
  "visitor-pass": visitorPass,
  "visitor-arrived": visitorArrived,
  "parcel-arrived": parcelArrived,
  "membership-offer": membershipOffer,
  "membership-invoice": membershipInvoice,
  "membership-invoice-reminder": membershipInvoice,
  "membership-notice": membershipRecord,
  "membership-deposit-refunded": membershipRecord,
  "membership-autopay-halted": membershipAutopayHalted,
  "membership-deposit-receipt": depositDocumentRecord,
  "tour-confirmation": tourRecord,
  "tour-cancellation": tourRecord,
  "tour-reminder": tourRecord,
  "tour-staff-alert": tourRecord,
  "pack-expiring": packExpiring,
};

/** Every template with a payload schema; public.outbox_templates must list the same names. */
export const isMailTemplate = (name: string): name is MailTemplate =>
  Object.hasOwn(PAYLOAD_SCHEMAS, name);

export const MAIL_TEMPLATES: MailTemplate[] = Object.keys(PAYLOAD_SCHEMAS).filter(isMailTemplate);

/** An owed message that cannot be sent as it stands: an unknown template or a bad payload. */
export class MailPayloadError extends Error {
  override name = "MailPayloadError";
}

/** Where each problem is and what it is; no values, so no personal data reaches logs. */
const describe = (error: z.ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "payload"}: ${issue.message}`)
    .join("; ");

/** The payload of `template`, parsed; throws MailPayloadError when it does not parse. */
export function parseMailPayload<K extends MailTemplate>(
  template: K,
  payload: unknown,
): MailPayloads[K] {
  const parsed = PAYLOAD_SCHEMAS[template].safeParse(payload);
  if (!parsed.success) {
    throw new MailPayloadError(`${template} payload does not parse: ${describe(parsed.error)}`);
  }
  return parsed.data;
}
