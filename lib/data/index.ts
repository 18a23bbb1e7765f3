import "server-only";
import { getDataPort } from "@/lib/data/select";
import type {
  Booking,
  DataAccess,
  Enquiry,
  EventRegistration,
  NewEnquiry,
  NewEventRegistration,
  NewBooking,
  NewLead,
  TakenInterval,
} from "@/lib/data/types";
import type { TimedResource } from "@/lib/pricing";

export * from "@/lib/data/types";
export {
  BookingLimitError,
  DataConflictError,
  DataConstraintError,
  DataError,
  DataUnavailableError,
  StaffInboxUnavailableError,
} from "@/lib/data/errors";
export type { DataPort } from "@/lib/data/port";
export { bookingFromRecord } from "@/lib/data/rows";

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

/** Rejects with `DataConflictError` when the slot overlaps a live booking of the same room or studio. */
export async function createBooking(booking: NewBooking, access?: DataAccess): Promise<Booking> {
  return getDataPort().createBooking(booking, access);
}

export async function listBookingsByUser(userId: string, access?: DataAccess): Promise<Booking[]> {
  return getDataPort().listBookingsByUser(userId, access);
}

export async function getBookingByUser(
  id: string,
  userId: string,
  access?: DataAccess,
): Promise<Booking | null> {
  return getDataPort().getBookingByUser(id, userId, access);
}

/** Taken intervals of a room or the studio on a club date (no personal data). */
export async function listTakenSlots(
  resource: TimedResource,
  date: string,
  access?: DataAccess,
): Promise<TakenInterval[]> {
  return getDataPort().listTakenSlots(resource, date, access);
}

/** Null when the booking is not the user's, has started, or is already cancelled. */
export async function cancelBooking(
  id: string,
  userId: string,
  refundPaise: number,
  access?: DataAccess,
): Promise<Booking | null> {
  return getDataPort().cancelBooking(id, userId, refundPaise, access);
}

/** Whether the backend answers; opening the embedded database on first call. */
export async function pingData(): Promise<void> {
  return getDataPort().ping();
}
