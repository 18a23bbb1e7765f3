import type { ContactInquiryType } from "@/lib/validation/enquiry";
import type { PageIntroContent } from "./page-intro";

export type ContactField =
  | "name"
  | "company"
  | "teamSize"
  | "email"
  | "phone"
  | "inquiryType"
  | "message"
  | "preferredDate"
  | "organization"
  | "eventType"
  | "proposedDate";

type Variant = {
  title: string;
  intro: string;
  /** The fields in the order the spec lists them (section 2, "Contact page"). */
  fields: ContactField[];
  submit: string;
  /** The {kind} of the success toast: '{kind} Request Sent!'. */
  kind: string;
};

const defaultFields: ContactField[] = [
  "name",
  "company",
  "teamSize",
  "email",
  "phone",
  "inquiryType",
  "message",
];

export const contactVariants: Record<ContactInquiryType, Variant> = {
  General: {
    title: "Get in touch",
    intro: "Tell us about your team and what you are looking for. We reply within one working day.",
    fields: defaultFields,
    submit: "Submit Request",
    kind: "Contact",
  },
  Sales: {
    title: "Talk to our sales team",
    intro:
      "Planning a move, or pricing a team office? Our sales team will put together options for you.",
    fields: defaultFields,
    submit: "Submit Request",
    kind: "Sales",
  },
  Tour: {
    title: "Book a tour",
    intro:
      "Come and see the club. Pick a day and a 30-minute time; your calendar invitation follows by email.",
    fields: ["name", "email", "phone", "preferredDate"],
    submit: "Confirm My Tour",
    kind: "Tour",
  },
  Membership: {
    title: "Membership options",
    intro: "Tell us about your team and we will send you membership options and prices.",
    fields: ["name", "company", "teamSize", "email", "phone"],
    submit: "Send Me Membership Options",
    kind: "Membership",
  },
  Event: {
    title: "Host an event with us",
    intro:
      "Launches, offsites, talks and celebrations for up to 200 guests. Tell us what you have in mind.",
    fields: ["name", "organization", "eventType", "proposedDate", "email", "phone"],
    submit: "Submit Event Request",
    kind: "Event",
  },
  Partnership: {
    title: "Partner with us",
    intro:
      "Brands, service providers and community organisers: let's build something for our members.",
    fields: ["name", "company", "email", "phone", "message"],
    submit: "Submit Partnership Request",
    kind: "Partnership",
  },
};

export const contactFieldLabels: Record<ContactField, string> = {
  name: "Name",
  company: "Company",
  teamSize: "Team size",
  email: "Email",
  phone: "Phone",
  inquiryType: "Inquiry type",
  message: "Message",
  preferredDate: "Preferred date",
  organization: "Organization",
  eventType: "Event type",
  proposedDate: "Proposed date",
};

export const REQUEST_SENT_DESCRIPTION =
  "Thank you! We've received your request and will be in touch shortly.";
export const requestSentTitle = (kind: string) => `${kind} Request Sent!`;
/** Spec section 9: success toasts stay 4 s. */
export const SUCCESS_TOAST_MS = 4000;

export const reviewTips = [
  "Mention what you use most: desks, rooms, the studio or events.",
  "Say what made a difference: the service, the quiet, the people.",
  "Photos of your favourite corner help others picture the space.",
];

export const contactIntro = {
  path: "/contact",
  name: "Contact",
  description:
    "Book a tour, ask for membership options, plan an event or propose a partnership. Visit us at Lotus Business Park, Sector 127, Noida.",
  eyebrow: "Contact",
  title: "Contact us",
  lead: "Tours, memberships, events and partnerships: tell us what you need and we'll take it from there.",
} as const satisfies PageIntroContent;
