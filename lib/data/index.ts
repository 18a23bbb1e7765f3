import "server-only";
import { getDataPort } from "@/lib/data/select";
import type {
  DataAccess,
  Enquiry,
  EventRegistration,
  NewEnquiry,
  NewEventRegistration,
  NewLead,
} from "@/lib/data/types";

export * from "@/lib/data/types";
export {
  DataConflictError,
  DataConstraintError,
  DataError,
  DataUnavailableError,
  StaffInboxUnavailableError,
} from "@/lib/data/errors";
export type { DataPort } from "@/lib/data/port";

/**
 * What the rest of the app calls. Each resolves once the row is committed and rejects with a
 * `DataError`; pass `{ accessToken }` for a signed-in user so connected mode acts as them.
 */
export async function createLead(lead: NewLead, access?: DataAccess): Promise<void> {
  return getDataPort().createLead(lead, access);
}

export async function createEnquiry(enquiry: NewEnquiry, access?: DataAccess): Promise<void> {
  return getDataPort().createEnquiry(enquiry, access);
}

/** Rejects with `DataConflictError` when the email is already registered for that occurrence. */
export async function createEventRegistration(
  registration: NewEventRegistration,
  access?: DataAccess,
): Promise<void> {
  return getDataPort().createEventRegistration(registration, access);
}

export async function listEnquiriesByUser(userId: string, access?: DataAccess): Promise<Enquiry[]> {
  return getDataPort().listEnquiriesByUser(userId, access);
}

export async function listRegistrationsByUser(
  userId: string,
  access?: DataAccess,
): Promise<EventRegistration[]> {
  return getDataPort().listRegistrationsByUser(userId, access);
}

/** The staff inbox (embedded mode): the newest enquiries and registrations. */
export async function listRecentEnquiries(limit: number): Promise<Enquiry[]> {
  return getDataPort().listRecentEnquiries(limit);
}

export async function listRecentRegistrations(limit: number): Promise<EventRegistration[]> {
  return getDataPort().listRecentRegistrations(limit);
}

/** Whether the backend answers; opening the embedded database on first call. */
export async function pingData(): Promise<void> {
  return getDataPort().ping();
}
