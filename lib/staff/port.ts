import "server-only";
import type { AuthUser } from "@/lib/auth/types";
import type { DataAccess } from "@/lib/db";
import type {
  InboxCursor,
  InboxFilter,
  Lead,
  LeadActivity,
  LeadChange,
  LeadSource,
  StaffMember,
} from "@/lib/staff/types";

/** What decides "overdue" at a moment (lib/staff/overdue.ts computes it). */
export type OverdueClock = {
  /** Today's club date: a follow-up date before it has passed. */
  today: string;
  /** A `new` lead that arrived at or before this instant has waited too long. */
  newLeadCutoff: Date;
};

/**
 * The staff console's leads, whatever stores them. Every call acts as the signed-in member of
 * `access`: in connected mode row-level security (is_staff()) decides what they see; the embedded
 * adapter trusts its caller, which has checked `isStaff` first (lib/staff/access.ts).
 * Failures are `DataError`s; a change made from an old version throws `StaleLeadError`.
 */
export interface StaffPort {
  /** Whether `user` is staff; the embedded adapter also records them in `staff_members`. */
  isStaff(user: AuthUser, access: DataAccess): Promise<boolean>;
  /** Everyone who can be assigned a lead. */
  listStaff(access: DataAccess): Promise<StaffMember[]>;
  /** Newest first, after `after`, at most `limit`. */
  listInbox(
    filter: InboxFilter,
    page: { after?: InboxCursor; limit: number },
    clock: OverdueClock,
    access: DataAccess,
  ): Promise<Lead[]>;
  /** How many leads are overdue; with `cap`, at most `cap` (the scan stops there). */
  countOverdue(clock: OverdueClock, access: DataAccess, cap?: number): Promise<number>;
  getLead(source: LeadSource, sourceId: string, access: DataAccess): Promise<Lead | null>;
  /** Newest first. */
  listLeadActivity(
    source: LeadSource,
    sourceId: string,
    access: DataAccess,
  ): Promise<LeadActivity[]>;
  /** Applies `change` as `actor`; resolves to the lead's new version. */
  updateLead(
    source: LeadSource,
    sourceId: string,
    change: LeadChange,
    actor: AuthUser,
    access: DataAccess,
  ): Promise<number>;
}
