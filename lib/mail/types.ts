import type { Enquiry, EventRegistration, Lead } from "@/lib/leads/types";
import type { Booking } from "@/lib/bookings/types";
import type { SeriesMessage } from "@/lib/bookings/series/record";
import type { DepositDocument, IssuedInvoice } from "@/lib/invoices/types";
import type { Paise } from "@/lib/pricing/money";
import type { OrderLine, StoreOrder } from "@/lib/store/types";
import type { Visitor } from "@/lib/visitors/types";
import type { Parcel } from "@/lib/visitors/parcel-record";
import type { TourStatus } from "@/lib/tours/types";

/** One e-mail as the site composes it; the mailer adds nothing but transport. */
export type OutgoingMail = {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The outbox message this is (the file mailer names its copy by it, so it can be purged). */
  source?: { template: string; sourceId: string };
  /**
   * A calendar invitation (iTIP): carried inline as the `text/calendar; method=…` part of the
   * message's multipart/alternative, where Gmail and Outlook look for an RSVP card, and also as
   * an .ics attachment for other mail apps (nodemailer's `icalEvent` writes both).
   */
  calendar?: MailCalendar;
};

export type MailCalendar = { method: "REQUEST" | "CANCEL"; filename: string; content: string };

export type MailAttachment = { filename: string; content: string | Buffer; contentType: string };

/** The templates the outbox knows (public.outbox_templates lists the same names). */
export type MailTemplate = keyof MailPayloads;

/** A message owed, as the outbox stores it: its payload is JSON the SQL wrote, not yet parsed. */
export type OwedMessage = {
  id: string;
  /** A MailTemplate unless SQL owes one this code does not know (then it fails to parse). */
  template: string;
  sourceId: string;
  /** Null: the club's staff alert address. */
  recipient: string | null;
  payload: unknown;
  attempts: number;
  createdAt: string;
};

/** A store order as its e-mails show it: the order lines carry what the outbox payload holds. */
export type MailOrder = Omit<StoreOrder, "lines"> & {
  lines: Pick<OrderLine, "product_title" | "variant_title" | "quantity" | "unit_price_cents">[];
};

/** A tour as its e-mails show it (0032_tour_functions.sql's tour_payload). */
export type MailTour = {
  id: string;
  name: string;
  email: string;
  phone?: string;
  startsAt: string;
  status: TourStatus;
  sequence: number;
  /** The manage link's secret: in the confirmation only (the database keeps its hash). */
  manageToken?: string;
  /** The reminder's lead time, 24 or 2. */
  hoursBefore?: number;
};

/** A single-use account link (verification, reset) and how long it works. */
export type AccountLink = { name?: string; link: string; expiresInHours: number };

/** What the staff alert is about: the record that caused it, by kind. */
export type StaffAlert =
  | { kind: "enquiry"; record: Enquiry }
  | { kind: "registration"; record: EventRegistration }
  | { kind: "lead"; record: Lead }
  | { kind: "booking"; record: Booking }
  | { kind: "order"; record: MailOrder };

/** A guest's code, sent to the host and (with an e-mail) to the guest. */
export type VisitorPass = { visitor: Visitor; code: string; for: "host" | "guest" };
export type VisitorArrived = { visitor: Visitor };
/** A parcel the desk logged for the member (0055_parcels.sql). */
export type ParcelArrived = { parcel: Parcel };
/** A membership as its e-mails show it (lib/memberships owns the full shape). */
export type MailMembership = {
  id: string;
  plan: "dedicated-desk" | "managed-office" | "virtual-office";
  seats: number;
  term: "monthly" | "quarterly" | "annual";
  startDate: string;
  endDate?: string;
  holderName: string;
  monthlyRent: Paise;
  deposit: Paise;
  /** What went back, and any deduction with its reason, once refunded. */
  depositRefund?: { amount: Paise; deduction: Paise; deductionReason?: string; reference: string };
  /** The late fee the offer states, in basis points (0049); absent when the club charges none. */
  lateFeeBp?: number;
};

/** Autopay's mandate halted (every retry failed): told to the holder and to staff. */
export type MailAutopayHalted = { membership: MailMembership; audience: "holder" | "staff" };

/** A membership invoice's e-mail: issued, or a reminder on its due date or three days late. */
export type MailMembershipInvoice = {
  /** Issued; reminded on the due date, then 3 ("late"), 10 and 20 days after it (0049). */
  kind: "issued" | "due" | "late" | "late-10" | "late-20";
  membershipId: string;
  holderName: string;
  plan: MailMembership["plan"];
  seats: number;
  number: string;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  invoiceTotal: Paise;
  deposit: Paise;
  amountDue: Paise;
  /** The tax invoice, when it was just issued: its PDF goes with the e-mail. */
  invoice?: IssuedInvoice;
};

/** A prepaid pack about to lapse (0095's owe_pack_expiry_reminders). */
export type MailPack = {
  id: string;
  product: "room-hours" | "day-passes";
  name?: string;
  valuePaise: Paise;
  /** The last club date it can be used. */
  validUntil: string;
  expiresAt: string;
  balancePaise: Paise;
};

/** The parsed payload of each template: the app's own types, never rows. */
export type MailPayloads = {
  "enquiry-acknowledgement": Enquiry;
  "invitation-received": Enquiry;
  "staff-alert": StaffAlert;
  "registration-confirmation": EventRegistration;
  welcome: Lead;
  "booking-confirmation": Booking;
  "desk-request-received": Booking;
  "booking-cancellation": Booking;
  "booking-reminder": Booking;
  "booking-rescheduled": Booking;
  "booking-series-confirmation": SeriesMessage;
  "booking-series-cancellation": SeriesMessage;
  "order-confirmation": MailOrder;
  "order-refunded": { order: Omit<StoreOrder, "lines">; amountCents: number };
  "email-verification": AccountLink;
  "account-exists": AccountLink;
  "password-reset": AccountLink;
  "payment-receipt": IssuedInvoice;
  "payment-refunded": { booking: Booking; amountPaise: Paise; late: boolean };
  "visitor-pass": VisitorPass;
  "visitor-arrived": VisitorArrived;
  "parcel-arrived": ParcelArrived;
  "membership-offer": { membership: MailMembership; link: string };
  "membership-invoice": MailMembershipInvoice;
  "membership-invoice-reminder": MailMembershipInvoice;
  "membership-notice": MailMembership;
  "membership-deposit-refunded": MailMembership;
  "membership-autopay-halted": MailAutopayHalted;
  "membership-deposit-receipt": DepositDocument;
  "tour-confirmation": MailTour;
  "tour-cancellation": MailTour;
  "tour-reminder": MailTour;
  "tour-staff-alert": MailTour;
  "pack-expiring": MailPack;
};
