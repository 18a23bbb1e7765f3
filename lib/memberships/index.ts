import "server-only";
import type { Member } from "@/lib/auth/member";
import type { PaymentProof, PaymentRequest } from "@/lib/payments";
import type {
  BillingRunReport,
  DeskPaymentMethod,
  MemberMembershipView,
  Membership,
  MembershipInvoice,
  MembershipOfferInput,
  MembershipOfferView,
  MembershipTotals,
  StaffMembershipsView,
} from "@/lib/memberships/types";

export * from "@/lib/memberships/types";
export { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";

const notYet = (): never => {
  throw new Error("memberships: not implemented yet");
};

/** Who acts for the club (activity log). */
export type StaffActor = { id: string; email: string };

/** The offer form prefilled from a desk/office request (a booking of kind dedicated-desk/managed-office). */
export async function offerDraftFromRequest(
  bookingId: string,
): Promise<Partial<MembershipOfferInput> | null> {
  void bookingId;
  return notYet();
}

/** Staff make an offer; the holder is e-mailed a review link with an unguessable token. */
export async function createMembershipOffer(
  input: MembershipOfferInput,
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  void [input, staff, now];
  return notYet();
}

/** The review page's offer, by the e-mailed token; null when the token is unknown. */
export async function getOfferByToken(
  token: string,
  now: Date,
): Promise<MembershipOfferView | null> {
  void [token, now];
  return notYet();
}

/** Accepting binds the signed-in member as holder, records the time and terms version, issues the first invoice. */
export async function acceptOffer(token: string, member: Member, now: Date): Promise<Membership> {
  void [token, member, now];
  return notYet();
}

/** The dashboard's "Membership": the one the member holds (or null). */
export async function getMemberMembership(
  userId: string,
  now: Date,
): Promise<MemberMembershipView | null> {
  void [userId, now];
  return notYet();
}

/** The holder gives 30 days' notice: the end date is set and returned in the membership. */
export async function giveNotice(
  membershipId: string,
  userId: string,
  now: Date,
): Promise<Membership> {
  void [membershipId, userId, now];
  return notYet();
}

/** "Pay ₹… now": a Razorpay order for the invoice's amount due (or the desk's word). */
export async function startInvoicePayment(
  membershipInvoiceId: string,
  userId: string,
): Promise<PaymentRequest> {
  void [membershipInvoiceId, userId];
  return notYet();
}

/** The checkout's success callback for a membership invoice: verified, settled once. */
export async function confirmInvoicePayment(
  membershipInvoiceId: string,
  proof: PaymentProof,
  userId: string,
  now: Date,
): Promise<MembershipInvoice> {
  void [membershipInvoiceId, proof, userId, now];
  return notYet();
}

/** Autopay: a Razorpay subscription for the membership (only online, monthly total ≤ ₹15,000). */
export async function startAutopay(
  membershipId: string,
  userId: string,
): Promise<{ subscriptionId: string; keyId: string; checkoutScript: string }> {
  void [membershipId, userId];
  return notYet();
}

/** Staff: every membership, this month's invoices, overdue, deposits to refund, totals. */
export async function listMembershipsForStaff(now: Date): Promise<StaffMembershipsView> {
  void now;
  return notYet();
}

/** The console home's MRR, seats taken by plan and invoices overdue. */
export async function membershipTotals(now: Date): Promise<MembershipTotals> {
  void now;
  return notYet();
}

/** Staff mark an invoice paid at the desk or by bank; the first one makes the membership active. */
export async function markInvoicePaid(
  membershipInvoiceId: string,
  payment: { method: DeskPaymentMethod; reference: string },
  staff: StaffActor,
  now: Date,
): Promise<MembershipInvoice> {
  void [membershipInvoiceId, payment, staff, now];
  return notYet();
}

/** Staff end a membership early (end date, reason in the activity log). */
export async function endMembership(
  membershipId: string,
  input: { endDate: string; reason: string },
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  void [membershipId, input, staff, now];
  return notYet();
}

/** Staff record the deposit's refund (method, reference, any deduction with its reason). */
export async function recordDepositRefund(
  membershipId: string,
  input: {
    method: DeskPaymentMethod;
    reference: string;
    deduction: number;
    deductionReason?: string;
  },
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  void [membershipId, input, staff, now];
  return notYet();
}

/** The accountant's CSV of membership invoices issued in [from, to] (club dates). */
export async function membershipInvoicesCsv(from: string, to: string): Promise<string> {
  void [from, to];
  return notYet();
}

/**
 * The billing run at `now`: issues every due period's invoice once (a unique period per
 * membership in the database), owes the reminders, ends memberships past their end date.
 */
export async function runBilling(now: Date): Promise<BillingRunReport> {
  void now;
  return notYet();
}
