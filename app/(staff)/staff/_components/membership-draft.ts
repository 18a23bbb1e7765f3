import {
  DEFAULT_WORKSPACE_TERM,
  OFFICE_SEAT_OPTIONS,
  WORKSPACE_TERMS,
  type WorkspaceTerm,
} from "@/lib/pricing";
import { PLAN_LABELS } from "@/components/memberships/labels";
import { MEMBERSHIP_PLANS, type MembershipPlan } from "@/lib/memberships/types";

export const PLAN_OPTIONS = MEMBERSHIP_PLANS.map((value) => ({ value, label: PLAN_LABELS[value] }));

export const TERM_OPTIONS = (Object.keys(WORKSPACE_TERMS) as WorkspaceTerm[]).map((value) => ({
  value,
  label: WORKSPACE_TERMS[value].label,
}));

/** What staff type to offer a membership, as text until it is sent (nothing typed is lost). */
export type MembershipDraft = {
  email: string;
  name: string;
  plan: MembershipPlan;
  seats: string;
  term: WorkspaceTerm;
  startDate: string;
  companyName: string;
  gstin: string;
  billingAddress: string;
  billingState: string;
};

export const emptyDraft = (startDate: string): MembershipDraft => ({
  email: "",
  name: "",
  plan: "dedicated-desk",
  seats: "1",
  term: DEFAULT_WORKSPACE_TERM,
  startDate,
  companyName: "",
  gstin: "",
  billingAddress: "",
  billingState: "",
});

/** Switching plans keeps seats the new plan allows: an office only its sizes, a virtual office one. */
export function seatsForPlan(plan: MembershipPlan, seats: string): string {
  if (plan === "virtual-office") return "1";
  if (plan === "managed-office") {
    return (OFFICE_SEAT_OPTIONS as readonly number[]).includes(Number(seats))
      ? seats
      : String(OFFICE_SEAT_OPTIONS[0]);
  }
  return seats;
}
