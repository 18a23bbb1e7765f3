/** One e-mail as the site composes it; the mailer adds nothing but transport. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

/** The templates the outbox knows (public.outbox_templates lists the same names). */
export type MailTemplate =
  | "enquiry-acknowledgement"
  | "invitation-received"
  | "staff-alert"
  | "registration-confirmation"
  | "welcome"
  | "booking-confirmation"
  | "desk-request-received"
  | "booking-cancellation"
  | "booking-reminder"
  | "order-confirmation"
  | "order-refunded"
  | "email-verification"
  | "account-exists"
  | "password-reset"
  | "payment-receipt"
  | "payment-refunded";

/** A message owed, as the outbox stores it. */
export type OwedMessage = {
  id: string;
  template: MailTemplate;
  sourceId: string;
  /** Null: the club's staff alert address. */
  recipient: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  createdAt: string;
};
