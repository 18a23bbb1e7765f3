import type { Enquiry, EventRegistration } from "@/lib/leads";
import { formatClubMediumDate } from "@/lib/format";
import { EmptyState } from "./dashboard-section";

const enquiryLabel = (enquiry: Enquiry) =>
  enquiry.inquiryType === "Invitation" ? "Invitation request" : `${enquiry.inquiryType} enquiry`;

// Everything here is text the member typed: rendered as text by React, never as HTML.
export function EnquiryList({ enquiries }: { enquiries: Enquiry[] }) {
  if (enquiries.length === 0) {
    return <EmptyState message="No enquiries yet" href="/contact" action="Contact us" />;
  }
  return (
    <ul className="divide-y" data-testid="enquiry-list">
      {enquiries.map((enquiry) => (
        <li key={enquiry.id} className="py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">{enquiryLabel(enquiry)}</span>
            <time dateTime={enquiry.createdAt} className="text-muted-foreground text-sm">
              {formatClubMediumDate(enquiry.createdAt)}
            </time>
          </p>
          {enquiry.message || enquiry.reason ? (
            <p className="text-muted-foreground mt-1 line-clamp-2 text-sm break-words">
              {enquiry.message ?? enquiry.reason}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function RegistrationList({ registrations }: { registrations: EventRegistration[] }) {
  if (registrations.length === 0) {
    return (
      <EmptyState
        message="No event registrations yet"
        href="/events"
        action="See upcoming events"
      />
    );
  }
  return (
    <ul className="divide-y" data-testid="registration-list">
      {registrations.map((registration) => (
        <li
          key={registration.id}
          className="flex flex-wrap items-baseline justify-between gap-2 py-3 first:pt-0 last:pb-0"
        >
          <span className="font-medium break-words">{registration.eventTitle}</span>
          <span className="text-muted-foreground text-sm">
            Registered{" "}
            <time dateTime={registration.createdAt}>
              {formatClubMediumDate(registration.createdAt)}
            </time>
          </span>
        </li>
      ))}
    </ul>
  );
}
