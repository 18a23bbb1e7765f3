import "server-only";
import type { DataAccess } from "@/lib/db";
import type {
  Enquiry,
  EventRegistration,
  NewEnquiry,
  NewEventRegistration,
  NewLead,
} from "@/lib/leads/types";

/**
 * The leads the site stores (leads, enquiries, event registrations), whatever stores them. A resolved create means the row is committed;
 * failures are `DataError`s (`lib/db/errors.ts`). `access` carries the signed-in user's token for
 * backends that enforce ownership themselves (row-level security); the embedded adapter ignores it
 * because its server is the only client.
 */
export interface DataPort {
  /** Resolves once the backend answers (the embedded database is opened and migrated). */
  ping(): Promise<void>;
  createLead(lead: NewLead, access?: DataAccess): Promise<void>;
  createEnquiry(enquiry: NewEnquiry, access?: DataAccess): Promise<void>;
  /** Throws `DataConflictError` when this email is already registered for the event. */
  createEventRegistration(registration: NewEventRegistration, access?: DataAccess): Promise<void>;
  /** Newest first. */
  listEnquiriesByUser(userId: string, access?: DataAccess): Promise<Enquiry[]>;
  /** Newest first. */
  listRegistrationsByUser(userId: string, access?: DataAccess): Promise<EventRegistration[]>;
  /**
   * The staff inbox: every enquiry and registration, newest first. Only the embedded adapter
   * can answer; in connected mode staff read them in the Supabase dashboard.
   */
  listRecentEnquiries(limit: number): Promise<Enquiry[]>;
  listRecentRegistrations(limit: number): Promise<EventRegistration[]>;
}
