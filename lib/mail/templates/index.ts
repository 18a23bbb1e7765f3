import "server-only";
import { renderHtml, renderText, type MailContent } from "@/lib/mail/layout";
import type { MailAttachment, MailTemplate, OutgoingMail, OwedMessage } from "@/lib/mail/types";
import {
  bookingCancellation,
  bookingConfirmation,
  bookingDetails,
  bookingInvitation,
  bookingReminder,
  deskRequestReceived,
} from "./bookings";
import {
  enquiryAcknowledgement,
  invitationReceived,
  registrationConfirmation,
  staffAlert,
  welcome,
  type RowPayload,
} from "./enquiries";
import { orderConfirmation, orderDetails, orderRefunded } from "./orders";
import { accountExists, emailVerification, passwordReset } from "./accounts";
import { paymentReceipt, paymentRefunded } from "./payments";

type Composed = { content: MailContent; attachments?: MailAttachment[] };

const TEMPLATES: Record<MailTemplate, (payload: RowPayload) => Composed | Promise<Composed>> = {
  "enquiry-acknowledgement": (p) => ({ content: enquiryAcknowledgement(p) }),
  "invitation-received": (p) => ({ content: invitationReceived(p) }),
  "staff-alert": (p) => ({
    content: staffAlert(p, { booking: bookingDetails, order: orderDetails }),
  }),
  "registration-confirmation": (p) => ({ content: registrationConfirmation(p) }),
  welcome: (p) => ({ content: welcome(p) }),
  "booking-confirmation": (p) => ({
    content: bookingConfirmation(p),
    attachments: bookingInvitation(p, "REQUEST"),
  }),
  "desk-request-received": (p) => ({ content: deskRequestReceived(p) }),
  "booking-cancellation": (p) => ({
    content: bookingCancellation(p),
    attachments: bookingInvitation(p, "CANCEL"),
  }),
  "booking-reminder": (p) => ({ content: bookingReminder(p) }),
  "order-confirmation": (p) => ({ content: orderConfirmation(p) }),
  "order-refunded": (p) => ({ content: orderRefunded(p) }),
  "email-verification": (p) => ({ content: emailVerification(p) }),
  "account-exists": (p) => ({ content: accountExists(p) }),
  "password-reset": (p) => ({ content: passwordReset(p) }),
  "payment-receipt": (p) => paymentReceipt(p),
  "payment-refunded": (p) => ({ content: paymentRefunded(p) }),
};

/** Every template that has a renderer; public.outbox_templates (0009) must list the same. */
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as MailTemplate[];

/** The e-mail an outbox row stands for, rendered when it is sent (plain text and HTML). */
export async function composeMessage(
  owed: Pick<OwedMessage, "template" | "recipient" | "payload">,
  addresses: { from: string; staffAlertTo: string },
): Promise<OutgoingMail> {
  const { content, attachments } = await TEMPLATES[owed.template](owed.payload);
  return {
    from: addresses.from,
    to: owed.recipient ?? addresses.staffAlertTo,
    subject: content.subject,
    text: renderText(content),
    html: renderHtml(content),
    attachments,
  };
}
