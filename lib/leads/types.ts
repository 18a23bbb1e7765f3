/**
 * App-owned shapes of the leads the site stores (leads, enquiries, event registrations).
 * Adapters convert database rows (snake_case, nulls) to these at the boundary. Pure types and
 * constants: safe to import from client code.
 */

/** Mirrors the check constraint on `enquiries.inquiry_type`. */
export const INQUIRY_TYPES = [
  "Membership",
  "Tour",
  "Event",
  "Partnership",
  "Sales",
  "General",
  "Invitation",
] as const;

export type InquiryType = (typeof INQUIRY_TYPES)[number];

export type NewLead = {
  userId?: string;
  name?: string;
  email: string;
  userQuery?: string;
};

export type Lead = NewLead & { id: string; createdAt: string };

/** Contact variants and invitation requests share one table; unused fields stay empty. */
export type NewEnquiry = {
  inquiryType: InquiryType;
  /** Path of the page the form was sent from, e.g. `/contact`. */
  page: string;
  name: string;
  email: string;
  phone?: string;
  company?: string;
  teamSize?: number;
  organization?: string;
  eventType?: string;
  /** yyyy-mm-dd */
  preferredDate?: string;
  /** yyyy-mm-dd */
  proposedDate?: string;
  message?: string;
  reason?: string;
  userId?: string;
};

export type Enquiry = NewEnquiry & { id: string; createdAt: string };

export type NewEventRegistration = {
  /** An occurrence id from `content/events.ts`, e.g. `founders-networking-night-2026-12-10`. */
  eventId: string;
  eventTitle: string;
  name: string;
  email: string;
  phone?: string;
  userId?: string;
};

export type EventRegistration = NewEventRegistration & { id: string; createdAt: string };
