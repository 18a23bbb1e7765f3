import type { Enquiry, EventRegistration, Lead } from "@/lib/leads/types";
import { formatDateLabel } from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import { site } from "@/lib/site";

export type Detail = [label: string, value: string];

/** A value worth printing: blank text counts as absent. */
export const present = (value: string | undefined) =>
  value !== undefined && value.trim() !== "" ? value : undefined;

/** Labelled rows in the order of the forms; empty ones left out. */
export const details = (rows: [string, string | undefined][]): Detail[] =>
  rows.flatMap(([label, value]): Detail[] => {
    const shown = present(value);
    return shown === undefined ? [] : [[label, shown]];
  });

const date = (value: string | undefined) => {
  const shown = present(value);
  return shown === undefined ? undefined : formatDateLabel(shown);
};

/** The fields a visitor filled in. */
export function enquiryDetails(enquiry: Enquiry): Detail[] {
  return details([
    ["Name", enquiry.name],
    ["Email", enquiry.email],
    ["Phone", enquiry.phone],
    ["Company", enquiry.company],
    ["Team size", enquiry.teamSize?.toString()],
    ["Organisation", enquiry.organization],
    ["Event type", enquiry.eventType],
    ["Preferred date", date(enquiry.preferredDate)],
    ["Proposed date", date(enquiry.proposedDate)],
    ["Message", enquiry.message],
    ["Reason", enquiry.reason],
  ]);
}

export const registrationDetails = (registration: EventRegistration) =>
  details([
    ["Name", registration.name],
    ["Email", registration.email],
    ["Phone", registration.phone],
    ["Event", registration.eventTitle],
  ]);

export const leadDetails = (lead: Lead) =>
  details([
    ["Name", lead.name],
    ["Email", lead.email],
    ["Query", lead.userQuery],
  ]);

export const firstName = (name: string | undefined) => (present(name) ?? "there").split(/\s+/)[0]!;
const contactLine = `If anything changes, reply to this e-mail or call us on ${site.phone} (${site.hours.label}).`;

export function enquiryAcknowledgement(enquiry: Enquiry): MailContent {
  const type = enquiry.inquiryType;
  const kind = type === "General" || type === "Sales" ? "enquiry" : `${type.toLowerCase()} enquiry`;
  return {
    subject: `We've received your ${kind}`,
    heading: `Thank you, ${firstName(enquiry.name)}`,
    paragraphs: [
      `We've received your ${kind} and a member of our team will get back to you within one working day.`,
      contactLine,
    ],
    details: enquiryDetails(enquiry),
  };
}

export function invitationReceived(enquiry: Enquiry): MailContent {
  return {
    subject: `Your invitation request to ${site.name}`,
    heading: `Thank you, ${firstName(enquiry.name)}`,
    paragraphs: [
      "We've received your request for an invitation. Our membership team reads every one and will be in touch within one working day.",
      contactLine,
    ],
    details: enquiryDetails(enquiry),
  };
}

export function registrationConfirmation(registration: EventRegistration): MailContent {
  const event = present(registration.eventTitle) ?? "our event";
  return {
    subject: `You're registered: ${event}`,
    heading: `See you there, ${firstName(registration.name)}`,
    paragraphs: [
      `You're registered for ${event} at ${site.address.short}.`,
      "Please bring this e-mail or your name to the front desk when you arrive.",
      contactLine,
    ],
    details: registrationDetails(registration),
    action: { label: "See all events", url: `${site.url}/events` },
  };
}

export function welcome(lead: Lead): MailContent {
  return {
    subject: `Welcome to ${site.name}`,
    heading: `Welcome aboard, ${firstName(lead.name)}`,
    paragraphs: [
      "Your account is ready. Once you have confirmed your address with the link we sent separately, you can book meeting rooms and the podcast studio, buy a day pass and follow your bookings from your dashboard.",
      "We've noted what you told us and our team will be in touch about it.",
    ],
    details: leadDetails(lead),
    action: { label: "Open your dashboard", url: `${site.url}/dashboard` },
  };
}
