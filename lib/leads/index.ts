import "server-only";
import { getDataPort } from "@/lib/leads/select";
import type { DataPort } from "@/lib/leads/port";

export * from "@/lib/leads/types";
export { StaffInboxUnavailableError } from "@/lib/leads/errors";
export type { DataPort } from "@/lib/leads/port";
export { purgeExpiredLeads, type ExpiredLeads } from "@/lib/leads/retention";

/**
 * What the rest of the app calls, typed by the port (one source for each signature). Each
 * resolves once the row is committed and rejects with a `DataError`; pass `{ accessToken }` for a
 * signed-in user so connected mode acts as them.
 */
export const createLead: DataPort["createLead"] = (...args) => getDataPort().createLead(...args);

export const createEnquiry: DataPort["createEnquiry"] = (...args) =>
  getDataPort().createEnquiry(...args);

/** Rejects with `DataConflictError` when the email is already registered for that occurrence. */
export const createEventRegistration: DataPort["createEventRegistration"] = (...args) =>
  getDataPort().createEventRegistration(...args);

export const listEnquiriesByUser: DataPort["listEnquiriesByUser"] = (...args) =>
  getDataPort().listEnquiriesByUser(...args);

export const listRegistrationsByUser: DataPort["listRegistrationsByUser"] = (...args) =>
  getDataPort().listRegistrationsByUser(...args);

/** The staff inbox (embedded mode): the newest enquiries and registrations. */
export const listRecentEnquiries: DataPort["listRecentEnquiries"] = (...args) =>
  getDataPort().listRecentEnquiries(...args);

export const listRecentRegistrations: DataPort["listRecentRegistrations"] = (...args) =>
  getDataPort().listRecentRegistrations(...args);

/** Whether the backend answers; opening the embedded database on first call. */
export const pingData: DataPort["ping"] = () => getDataPort().ping();
