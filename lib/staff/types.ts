/**
 * The staff console's shapes: pure types and constants, safe in client components.
 * A lead is any row a prospect sent (an enquiry of any contact variant, an invitation request, an
 * event registration, a sign-up lead, a desk or office request); `source` names its table.
 */

export const LEAD_SOURCES = ["enquiry", "registration", "lead", "request"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** What the inbox's type filter offers, as `staff_inbox.type` holds it. */
export const LEAD_TYPES = [
  "enquiry",
  "invitation",
  "registration",
  "sign-up",
  "dedicated-desk",
  "managed-office",
] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  enquiry: "Enquiry",
  invitation: "Invitation request",
  registration: "Event registration",
  "sign-up": "Sign-up",
  "dedicated-desk": "Dedicated desk request",
  "managed-office": "Managed office request",
};

/** The pipeline, in order; `lost` needs a reason. */
export const LEAD_STATUSES = ["new", "contacted", "tour booked", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const OPEN_LEAD_STATUSES: readonly LeadStatus[] = ["new", "contacted", "tour booked"];

export type StaffMember = { userId: string; email: string; name: string | null };

export type Lead = {
  source: LeadSource;
  sourceId: string;
  type: LeadType;
  /** The contact variant, the event's title, or the desk term. */
  detail: string | null;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  page: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
  status: LeadStatus;
  lostReason: string | null;
  assignee: string | null;
  /** Club date `yyyy-mm-dd`. */
  followUpOn: string | null;
  version: number;
};

export type LeadActivity = {
  id: number;
  actorName: string;
  action: "status" | "assignee" | "follow-up" | "note";
  detail: string;
  createdAt: string;
};

/** Where a page of the inbox starts: just after the last lead of the previous page. */
export type InboxCursor = { createdAt: string; sourceId: string };

export type InboxFilter = {
  type?: LeadType;
  status?: LeadStatus;
  /** Matched against name, e-mail, phone and company, case-insensitively. */
  search?: string;
  /** Only leads that need attention (see `lib/staff/overdue.ts`). */
  overdue?: boolean;
};

export type LeadChange = {
  /** The version the change was made from (optimistic lock). */
  version: number;
  status: LeadStatus;
  lostReason: string | null;
  assignee: string | null;
  followUpOn: string | null;
  note: string | null;
};

export const STAFF_MESSAGES = {
  staleLead: (editor: string) => `Changed by ${editor} a moment ago. Reload to see their change.`,
  leadSaved: "Lead updated",
  leadNotFound: "This lead no longer exists.",
  unknownAssignee: "Please choose someone from the staff list.",
  lostReasonRequired: "Please give a reason why the lead was lost.",
  bookingUpdated: "Booking updated",
  orderCollected: "Order marked as collected",
} as const;
