import "server-only";
import { renderHtml, renderText, type MailContent } from "@/lib/mail/layout";
import { isMailTemplate, MailPayloadError, parseMailPayload } from "@/lib/mail/payloads";
import type {
  MailAttachment,
  MailCalendar,
  MailPayloads,
  MailTemplate,
  OutgoingMail,
  OwedMessage,
} from "@/lib/mail/types";
import {
  bookingCancellation,
  bookingConfirmation,
  bookingInvitation,
  bookingReminder,
  bookingRescheduled,
  deskRequestReceived,
} from "./bookings";
import {
  enquiryAcknowledgement,
  invitationReceived,
  registrationConfirmation,
  welcome,
} from "./enquiries";
import { orderConfirmation, orderRefunded } from "./orders";
import { membershipAutopayHalted } from "./membership-autopay";
import { accountExists, emailVerification, passwordReset } from "./accounts";
import {
  membershipDepositRefunded,
  membershipInvoice,
  membershipInvoiceWithPdf,
  membershipNotice,
  membershipOffer,
} from "./memberships";
import { paymentReceipt, paymentRefunded } from "./payments";
import { seriesCancellation, seriesConfirmation, seriesInvitation } from "./series";
import { depositReceipt } from "./deposits";
import { staffAlert } from "./staff-alert";
import { parcelArrived, visitorArrived, visitorPass } from "./visitors";
import {
  tourCancellation,
  tourConfirmation,
  tourInvitation,
  tourReminder,
  tourStaffAlert,
} from "./tours";
import { packExpiring } from "./packs";

type Composed = { content: MailContent; attachments?: MailAttachment[]; calendar?: MailCalendar };

const TEMPLATES: {
  [K in MailTemplate]: (payload: MailPayloads[K]) => Composed | Promise<Composed>;
} = {
  "enquiry-acknowledgement": (p) => ({ content: enquiryAcknowledgement(p) }),
  "invitation-received": (p) => ({ content: invitationReceived(p) }),
  "staff-alert": (p) => ({ content: staffAlert(p) }),
  "registration-confirmation": (p) => ({ content: registrationConfirmation(p) }),
  welcome: (p) => ({ content: welcome(p) }),
  "booking-confirmation": (p) => ({
    content: bookingConfirmation(p),
    calendar: bookingInvitation(p, "REQUEST"),
  }),
  "desk-request-received": (p) => ({ content: deskRequestReceived(p) }),
  "booking-cancellation": (p) => ({
    content: bookingCancellation(p),
    calendar: bookingInvitation(p, "CANCEL"),
  }),
  "booking-reminder": (p) => ({ content: bookingReminder(p) }),
  "booking-rescheduled": (p) => ({
    content: bookingRescheduled(p),
    calendar: bookingInvitation(p, "REQUEST"),
  }),
  "booking-series-confirmation": (p) => ({
    content: seriesConfirmation(p),
    calendar: seriesInvitation(p, "REQUEST"),
  }),
  "booking-series-cancellation": (p) => ({
    content: seriesCancellation(p),
    calendar: seriesInvitation(p, "CANCEL"),
  }),
  "order-confirmation": (p) => ({ content: orderConfirmation(p) }),
  "order-refunded": (p) => ({ content: orderRefunded(p) }),
  "email-verification": (p) => ({ content: emailVerification(p) }),
  "account-exists": (p) => ({ content: accountExists(p) }),
  "password-reset": (p) => ({ content: passwordReset(p) }),
  "payment-receipt": (p) => paymentReceipt(p),
  "payment-refunded": (p) => ({ content: paymentRefunded(p) }),
  "visitor-pass": (p) => visitorPass(p),
  "visitor-arrived": (p) => ({ content: visitorArrived(p) }),
  "parcel-arrived": (p) => ({ content: parcelArrived(p) }),
  "membership-offer": (p) => ({ content: membershipOffer(p) }),
  "membership-invoice": (p) => membershipInvoiceWithPdf(p),
  "membership-invoice-reminder": (p) => ({ content: membershipInvoice(p) }),
  "membership-notice": (p) => ({ content: membershipNotice(p) }),
  "membership-deposit-refunded": (p) => ({ content: membershipDepositRefunded(p) }),
  "membership-autopay-halted": (p) => ({ content: membershipAutopayHalted(p) }),
  "membership-deposit-receipt": (p) => depositReceipt(p),
  "tour-confirmation": (p) => ({ content: tourConfirmation(p), calendar: tourInvitation(p) }),
  "tour-cancellation": (p) => ({ content: tourCancellation(p), calendar: tourInvitation(p) }),
  "tour-reminder": (p) => ({ content: tourReminder(p) }),
  "tour-staff-alert": (p) => ({ content: tourStaffAlert(p) }),
  "pack-expiring": (p) => ({ content: packExpiring(p) }),
};

/** Every template that has a renderer; public.outbox_templates (0009) must list the same. */
export const TEMPLATE_NAMES: MailTemplate[] = Object.keys(TEMPLATES).filter(isMailTemplate);

/** An owed message whose payload has parsed: ready to render, to its recipient. */
export type ParsedMessage = {
  template: MailTemplate;
  recipient: string | null;
  render(): Composed | Promise<Composed>;
};

function bind<K extends MailTemplate>(template: K, payload: unknown) {
  const parsed = parseMailPayload(template, payload);
  return () => TEMPLATES[template](parsed);
}

/**
 * Parses an owed message's payload with its template's schema. Throws MailPayloadError when the
 * template is unknown or the payload does not parse: that message fails, nothing else.
 */
export function parseOwedMessage(
  owed: Pick<OwedMessage, "template" | "recipient" | "payload">,
): ParsedMessage {
  const { template, recipient, payload } = owed;
  if (!isMailTemplate(template)) throw new MailPayloadError(`unknown template ${template}`);
  return { template, recipient, render: bind(template, payload) };
}

/** The e-mail a parsed message stands for, rendered when it is sent (plain text and HTML). */
export async function renderMessage(
  message: ParsedMessage,
  addresses: { from: string; staffAlertTo: string },
): Promise<OutgoingMail> {
  const { content, attachments, calendar } = await message.render();
  return {
    from: addresses.from,
    to: message.recipient ?? addresses.staffAlertTo,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    attachments,
    calendar,
  };
}

/** Parse and render in one step (tests, previews). */
export function composeMessage(
  owed: Pick<OwedMessage, "template" | "recipient" | "payload">,
  addresses: { from: string; staffAlertTo: string },
): Promise<OutgoingMail> {
  return renderMessage(parseOwedMessage(owed), addresses);
}
