import "server-only";
import type { MailContent } from "@/lib/mail/layout";
import type { StaffAlert } from "@/lib/mail/types";
import { site } from "@/lib/site";
import { bookingDetails } from "./bookings";
import {
  details,
  enquiryDetails,
  leadDetails,
  present,
  registrationDetails,
  type Detail,
} from "./enquiries";
import { orderDetails } from "./orders";

/** What the alert is about, who sent it (when known), and its details. */
function subjectOf(alert: StaffAlert): { label: string; who?: string; details: Detail[] } {
  switch (alert.kind) {
    case "enquiry": {
      const { record } = alert;
      return {
        label: `${record.inquiryType} enquiry`,
        who: present(record.name) ?? present(record.email),
        details: [...enquiryDetails(record), ...details([["Page", record.page]])],
      };
    }
    case "registration":
      return {
        label: "event registration",
        who: present(alert.record.name) ?? present(alert.record.email),
        details: registrationDetails(alert.record),
      };
    case "lead":
      return {
        label: "sign-up",
        who: present(alert.record.name) ?? present(alert.record.email),
        details: leadDetails(alert.record),
      };
    case "booking":
      return {
        label: "booking",
        who: present(alert.record.contactName) ?? present(alert.record.contactEmail),
        details: bookingDetails(alert.record),
      };
    case "order":
      return {
        label: "store order",
        who: present(alert.record.contact_email ?? undefined) ?? "A guest",
        details: orderDetails(alert.record),
      };
  }
}

/** The alert to the club's staff: who, what, and where to act on it. */
export function staffAlert(alert: StaffAlert): MailContent {
  const { label, who = "someone", details: rows } = subjectOf(alert);
  return {
    subject: `New ${label}: ${who}`,
    heading: `New ${label}`,
    paragraphs: [
      alert.kind === "order"
        ? `${who} has just placed this order on the website, to collect and pay for at the front desk.`
        : `${who} has just sent this through the website.`,
    ],
    details: rows,
    action: { label: "Open the staff inbox", url: `${site.url}/staff` },
  };
}
