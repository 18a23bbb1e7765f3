import type { MembershipPlan } from "@/lib/memberships/types";

/** A seat change as the dashboard and the staff pages show it (0105). */
export type SeatChange = {
  id: string;
  membershipId: string;
  /** The company's legal name, else the holder's name. */
  holder: string;
  plan: MembershipPlan;
  fromSeats: number;
  toSeats: number;
  requestedAt: string;
  /** `pending` (asked), `approved` (a decrease waiting for its date), `declined`, `applied` (in force). */
  status: "pending" | "approved" | "declined" | "applied";
  /** From when the new count holds: a decrease's 1st after notice; an increase's approval date. */
  effectiveDate: string | null;
  decidedAt: string | null;
  declineReason: string | null;
  /** Paise: + the top-up collected with the supplementary invoice, − the refund of a decrease. */
  depositChange: number;
  refundState: "due" | "refunded" | null;
  /** The supplementary invoice of an increase (a membership invoice with its tax invoice's number). */
  invoice: { membershipInvoiceId: string; number: string } | null;
  /** The top-up's receipt, or the decrease's refund voucher, once issued. */
  depositDocument: { id: string; number: string } | null;
};
