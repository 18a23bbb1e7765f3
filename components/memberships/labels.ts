import type {
  DepositState,
  Membership,
  MembershipInvoiceStatus,
  MembershipPlan,
  MembershipStatus,
  MembershipTerm,
} from "@/lib/memberships/types";
import { formatDateLabel } from "@/lib/format";

/** The words members and staff see for a membership's plan, term and states. */
export const PLAN_LABELS: Record<MembershipPlan, string> = {
  "dedicated-desk": "Dedicated Desk",
  "managed-office": "Managed Office",
  "virtual-office": "Virtual Office",
};

export const TERM_LABELS: Record<MembershipTerm, string> = {
  monthly: "Monthly",
  quarterly: "Quarterly (billed every 3 months)",
  annual: "Annual (11 months' rent for 12)",
};

export const STATUS_LABELS: Record<MembershipStatus, string> = {
  offered: "Offered",
  active: "Active",
  notice: "Notice given",
  ended: "Ended",
  cancelled: "Cancelled",
};

/**
 * The status as members and staff read it: an accepted offer is no longer "Offered", it waits
 * for its first payment (the membership becomes active once that invoice is paid).
 */
export function membershipStatusLabel(membership: Pick<Membership, "status" | "acceptedAt">) {
  if (membership.status === "offered" && membership.acceptedAt) return "Awaiting first payment";
  return STATUS_LABELS[membership.status];
}

export const DEPOSIT_LABELS: Record<DepositState, string> = {
  due: "Due with the first invoice",
  held: "Held by the club",
  "refund-due": "To be refunded",
  refunded: "Refunded",
};

export const INVOICE_STATUS_LABELS: Record<MembershipInvoiceStatus, string> = {
  due: "Due",
  overdue: "Overdue",
  paid: "Paid",
};

export const seatsLabel = (seats: number) => `${seats} ${seats === 1 ? "seat" : "seats"}`;

/** `1 Dec 2026 to 31 Dec 2026`, a billing period in club dates. */
export const periodLabel = (start: string, end: string) =>
  `${formatDateLabel(start)} to ${formatDateLabel(end)}`;
