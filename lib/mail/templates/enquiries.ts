import { formatDateLabel } from "@/lib/format";
import type { MailContent } from "@/lib/mail/layout";
import { site } from "@/lib/site";

/** A stored row as the outbox trigger wrote it (`to_jsonb`): snake_case columns. */
export type RowPayload = Record<string, unknown>;

export const text = (row: RowPayload, column: string) => {
  const value = row[column];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
};
const number = (row: RowPayload, column: string) =>
  typeof row[column] === "number" ? String(row[column]) : undefined;

/** The fields a visitor filled in, labelled, in the order of the forms; empty ones left out. */
export function enquiryDetails(row: RowPayload): [string, string][] {
  const date = (column: string) => {
    const value = text(row, column);
    return value ? formatDateLabel(value) : undefined;
  };
  const rows: [string, string | undefined][] = [
    ["Name", text(row, "name")],
    ["Email", text(row, "email")],
    ["Phone", text(row, "phone")],
    ["Company", text(row, "company")],
    ["Team size", number(row, "team_size")],
    ["Organisation", text(row, "organization")],
    ["Event type", text(row, "event_type")],
    ["Preferred date", date("preferred_date")],
    ["Proposed date", date("proposed_date")],
    ["Message", text(row, "message")],
    ["Reason", text(row, "reason")],
    ["Query", text(row, "user_query")],
    ["Event", text(row, "event_title")],
  ];
  return rows.filter((r): r is [string, string] => r[1] !== undefined);
}

export const firstName = (row: RowPayload) => (text(row, "name") ?? "there").split(/\s+/)[0]!;
const contactLine = `If anything changes, reply to this e-mail or call us on ${site.phone} (${site.hours.label}).`;

export function enquiryAcknowledgement(row: RowPayload): MailContent {
  const type = text(row, "inquiry_type") ?? "General";
  const kind = type === "General" || type === "Sales" ? "enquiry" : `${type.toLowerCase()} enquiry`;
  return {
    subject: `We've received your ${kind}`,
    heading: `Thank you, ${firstName(row)}`,
    paragraphs: [
      `We've received your ${kind} and a member of our team will get back to you within one working day.`,
      contactLine,
    ],
    details: enquiryDetails(row),
  };
}

export function invitationReceived(row: RowPayload): MailContent {
  return {
    subject: `Your invitation request to ${site.name}`,
    heading: `Thank you, ${firstName(row)}`,
    paragraphs: [
      "We've received your request for an invitation. Our membership team reads every one and will be in touch within one working day.",
      contactLine,
    ],
    details: enquiryDetails(row),
  };
}

export function registrationConfirmation(row: RowPayload): MailContent {
  const event = text(row, "event_title") ?? "our event";
  return {
    subject: `You're registered: ${event}`,
    heading: `See you there, ${firstName(row)}`,
    paragraphs: [
      `You're registered for ${event} at ${site.address.short}.`,
      "Please bring this e-mail or your name to the front desk when you arrive.",
      contactLine,
    ],
    details: enquiryDetails(row),
    action: { label: "See all events", url: `${site.url}/events` },
  };
}

export function welcome(row: RowPayload): MailContent {
  return {
    subject: `Welcome to ${site.name}`,
    heading: `Welcome aboard, ${firstName(row)}`,
    paragraphs: [
      "Your account is ready. Once you have confirmed your address with the link we sent separately, you can book meeting rooms and the podcast studio, buy a day pass and follow your bookings from your dashboard.",
      "We've noted what you told us and our team will be in touch about it.",
    ],
    details: enquiryDetails(row),
    action: { label: "Open your dashboard", url: `${site.url}/dashboard` },
  };
}

const STAFF_KINDS: Record<string, string> = {
  enquiry: "enquiry",
  registration: "event registration",
  lead: "sign-up",
  booking: "booking",
  order: "store order",
};

/** The alert to the club's staff: who, what, and where to act on it. */
export function staffAlert(
  payload: RowPayload,
  detailsOf: Partial<Record<string, (row: RowPayload) => [string, string][]>>,
): MailContent {
  const kind = String(payload.kind ?? "enquiry");
  const record = (payload.record ?? {}) as RowPayload;
  const type = text(record, "inquiry_type");
  const label =
    kind === "enquiry" && type ? `${type} ${STAFF_KINDS.enquiry}` : (STAFF_KINDS[kind] ?? kind);
  const who =
    text(record, "name") ??
    text(record, "contact_name") ??
    text(record, "email") ??
    text(record, "contact_email") ??
    (kind === "order" ? "A guest" : "someone");
  return {
    subject: `New ${label}: ${who}`,
    heading: `New ${label}`,
    paragraphs: [
      kind === "order"
        ? `${who} has just placed this order on the website, to collect and pay for at the front desk.`
        : `${who} has just sent this through the website.`,
    ],
    details: [
      ...(detailsOf[kind] ?? enquiryDetails)(record),
      ...(text(record, "page") ? [["Page", text(record, "page")!] as [string, string]] : []),
    ],
    action: { label: "Open the staff inbox", url: `${site.url}/staff` },
  };
}
