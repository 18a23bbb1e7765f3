import "server-only";
import type { Enquiry, EventRegistration, InquiryType } from "@/lib/leads/types";

/** Rows as both backends return them (dates as yyyy-mm-dd text), and their app-owned shapes. */

export type EnquiryRow = {
  id: string;
  user_id: string | null;
  inquiry_type: InquiryType;
  page: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  team_size: number | null;
  organization: string | null;
  event_type: string | null;
  preferred_date: string | null;
  proposed_date: string | null;
  message: string | null;
  reason: string | null;
  created_at: string;
};

export type RegistrationRow = {
  id: string;
  event_id: string;
  event_title: string;
  name: string;
  email: string;
  phone: string | null;
  user_id: string | null;
  created_at: string;
};

const orUndefined = <T>(value: T | null): T | undefined => value ?? undefined;
const iso = (timestamp: string) => new Date(timestamp).toISOString();

export function reshapeEnquiry(row: EnquiryRow): Enquiry {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    inquiryType: row.inquiry_type,
    page: row.page,
    name: row.name,
    email: row.email,
    phone: orUndefined(row.phone),
    company: orUndefined(row.company),
    teamSize: orUndefined(row.team_size),
    organization: orUndefined(row.organization),
    eventType: orUndefined(row.event_type),
    preferredDate: orUndefined(row.preferred_date),
    proposedDate: orUndefined(row.proposed_date),
    message: orUndefined(row.message),
    reason: orUndefined(row.reason),
    userId: orUndefined(row.user_id),
  };
}

export function reshapeRegistration(row: RegistrationRow): EventRegistration {
  return {
    id: row.id,
    createdAt: iso(row.created_at),
    eventId: row.event_id,
    eventTitle: row.event_title,
    name: row.name,
    email: row.email,
    phone: orUndefined(row.phone),
    userId: orUndefined(row.user_id),
  };
}
