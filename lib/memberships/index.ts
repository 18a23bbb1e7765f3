import "server-only";
import { canManageMembership } from "@/lib/memberships/company";
import type { Member } from "@/lib/auth/member";
import type { DeskBooking } from "@/lib/bookings/desk/types";
import { getServerConfig } from "@/lib/config";
import { expireCredit } from "@/lib/credits";
import { clubSupplier } from "@/lib/invoices/supplier";
import {
  listInvoicesForSubject,
  paymentMethod,
  type CapturedPayment,
  type PaymentProof,
  type PaymentRequest,
  type SubscriptionRequest,
  type SubscriptionState,
} from "@/lib/payments";
import {
  endEarlyWith,
  giveNoticeWith,
  markPaidWith,
  recordDepositRefundWith,
} from "@/lib/memberships/actions";
import { settleChargeWith, startAutopayWith } from "@/lib/memberships/autopay";
import { recordMandateEventWith, reviewMandatesWith } from "@/lib/memberships/mandates";
import {
  collectionsViewWith,
  recordTdsCertificateWith,
  setTdsWith,
  type StaffCollectionsView,
  type TdsCertificate,
} from "@/lib/memberships/collections-view";
import { invoicesCsvStream } from "@/lib/memberships/csv";
import { streamInvoicesIssued } from "@/lib/memberships/invoice-export";
import {
  depositDocumentLinksWith,
  depositDocumentsIssuedWith,
  depositDocumentWith,
  type StoredDepositDocument,
} from "@/lib/memberships/deposit-documents";
import {
  acceptOffer as acceptOfferWith,
  assertOfferHolder,
  createOffer,
  getOffer,
  handOffer,
} from "@/lib/memberships/offers";
import { confirmInvoicePaymentWith, startInvoicePaymentWith } from "@/lib/memberships/payments";
import {
  addSeatUserWith,
  listSeatUsersWith,
  removeSeatUserWith,
  seatsOfWith,
} from "@/lib/memberships/seats";
import { getLateFeeStore, getMembershipStore, getSeatChangeStore } from "@/lib/memberships/select";
import {
  applyDueSeatChangesWith,
  approveSeatChangeWith,
  declineSeatChangeWith,
  recordSeatRefundWith,
  requestSeatChangeWith,
  seatChangesOfWith,
} from "@/lib/memberships/seat-changes";
import type { SeatChange } from "@/lib/memberships/seat-change-types";
import { decreaseEffectiveDate } from "@/lib/memberships/seat-change-rules";
import { runBillingWith, termsOf } from "@/lib/memberships/billing-run";
import { clubToday } from "@/lib/pricing/club-time";
import { reshapeMembership } from "@/lib/memberships/rows";
import {
  oweLateFeesWith,
  reverseLateFeeWith,
  settleLateFeeWith,
} from "@/lib/memberships/late-fees";
import { settleMembershipPaymentWith } from "@/lib/memberships/settle-payment";
import { totalsWith } from "@/lib/memberships/totals";
import { memberViewWith, staffViewWith } from "@/lib/memberships/views";
import type {
  BillingRunReport,
  DepositDocumentLink,
  DeskPaymentMethod,
  LateFee,
  MemberMembershipView,
  Membership,
  MembershipActivity,
  MembershipInvoice,
  MembershipOfferInput,
  MembershipOfferView,
  MembershipSeatsView,
  MembershipTotals,
  SeatOnMembership,
  StaffMembershipsPages,
  StaffMembershipsView,
} from "@/lib/memberships/types";

export * from "@/lib/memberships/types";
export { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
export { AUTOPAY_LIMIT, NOTICE_DAYS, planName, seatsAllowed } from "@/lib/memberships/billing";
export { STAFF_PAGE_SIZE } from "@/lib/memberships/views";
export { parseStaffPages, staffPageHref } from "@/lib/memberships/staff-pages";
export { MEMBERSHIP_TERMS_VERSION, reviewPath } from "@/lib/memberships/offers";
export { INVOICE_CSV_COLUMNS } from "@/lib/memberships/csv";
export type { StoredDepositDocument } from "@/lib/memberships/deposit-documents";
export type { StaffCollectionsView, TdsCertificate } from "@/lib/memberships/collections-view";
export { AGE_BUCKETS, REMINDER_DAYS_AFTER_DUE } from "@/lib/memberships/collections";
export { tdsQuarterOf, tdsRateLabel } from "@/lib/memberships/tds";
export { holderAddressRequired } from "@/lib/memberships/holder-address";
// Company billing (issue 38): admins, bookings on the company, their lines on the next invoice.
export * from "@/lib/memberships/company";
export type { SeatChange } from "@/lib/memberships/seat-change-types";
export { SEAT_CHANGE_TEXT } from "@/lib/memberships/seat-change-rules";

/** Who acts for the club (activity log). */
export type StaffActor = { id: string; email: string };

const online = () => paymentMethod() === "razorpay";

/** Staff make an offer; the holder is e-mailed a review link with an unguessable token. */
export function createMembershipOffer(
  input: MembershipOfferInput,
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  return createOffer(
    getMembershipStore(),
    input,
    staff.email,
    now,
    online(),
    getServerConfig().membershipLateFeeBp,
  );
}

/** The review page's offer, by the e-mailed token; null when the token is unknown. */
export function getOfferByToken(token: string): Promise<MembershipOfferView | null> {
  return getOffer(getMembershipStore(), token, clubSupplier(), online());
}

/** Accepting binds the signed-in member as holder, records the time and terms version, issues the first invoice. */
export async function acceptOffer(
  token: string,
  member: Member,
  now: Date,
  /** An individual holder's address for the invoices (rule 46(f)), from the acceptance form. */
  holderAddress?: { address: string; stateCode: string },
): Promise<Membership> {
  const { id, email, unverified } = member.user;
  await assertOfferHolder(getMembershipStore(), token, { id, email, verified: !unverified });
  return acceptOfferWith(
    getMembershipStore(),
    token,
    member.user.id,
    clubSupplier(),
    now,
    online(),
    holderAddress,
  );
}

/** The dashboard's "Membership": the one the member holds (or null). */
export async function getMemberMembership(
  userId: string,
  now: Date,
): Promise<MemberMembershipView | null> {
  const view = await memberViewWith(
    getMembershipStore(),
    userId,
    now,
    clubSupplier(),
    paymentMethod(),
  );
  // With its late fees (0084), each a tax invoice of its own.
  return view && { ...view, lateFees: await getLateFeeStore().of(view.membership.id) };
}

/** The holder gives 30 days' notice: the end date is set and returned in the membership. */
export function giveNotice(membershipId: string, userId: string, now: Date): Promise<Membership> {
  return giveNoticeWith(getMembershipStore(), membershipId, userId, now, online());
}

/** "Pay ₹… now": a Razorpay order for the invoice's amount due (or the desk's word). */
export function startInvoicePayment(
  membershipInvoiceId: string,
  userId: string,
): Promise<PaymentRequest> {
  return startInvoicePaymentWith(getMembershipStore(), membershipInvoiceId, userId);
}

/** The checkout's success callback for a membership invoice: verified, settled once. */
export function confirmInvoicePayment(
  membershipInvoiceId: string,
  proof: PaymentProof,
  userId: string,
  now: Date,
): Promise<MembershipInvoice> {
  return confirmInvoicePaymentWith(
    getMembershipStore(),
    membershipInvoiceId,
    proof,
    userId,
    clubSupplier(),
    now,
  );
}

/**
 * A captured payment the payments webhook did not recognise: a membership invoice's order?
 * Settled once, or refunded when it settles nothing; null when the order is not a membership's.
 */
export function settleMembershipOrder(payment: CapturedPayment, now: Date): Promise<string | null> {
  return settleMembershipPaymentWith(getMembershipStore(), clubSupplier(), payment, now);
}

/**
 * Autopay: a Razorpay subscription for the membership (only online): a UPI or card mandate up
 * to ₹15,000 a debit, an e-mandate above. Refused while one is pending or running.
 */
export function startAutopay(
  membershipId: string,
  userId: string,
  now: Date,
): Promise<SubscriptionRequest> {
  return startAutopayWith(getMembershipStore(), membershipId, userId, clubSupplier(), now);
}

/** The payments webhook's subscription events: the membership's mandate state follows them. */
export function recordMandateEvent(
  subscriptionId: string,
  event: SubscriptionState,
  now: Date,
): Promise<string> {
  return recordMandateEventWith(getMembershipStore(), subscriptionId, event, now);
}

/** The payments webhook's `subscription.charged`: our invoice of that period, paid once. */
export function settleSubscriptionCharge(
  subscriptionId: string,
  payment: { paymentId: string; amount: number; method: string },
  now: Date,
): Promise<string> {
  return settleChargeWith(getMembershipStore(), clubSupplier(), subscriptionId, payment, now);
}

/**
 * Staff: memberships, this month's invoices, older overdue, deposits to refund (each a keyset
 * page, newest first, after the ids in `pages`), and the totals.
 */
export function listMembershipsForStaff(
  now: Date,
  pages: StaffMembershipsPages = {},
): Promise<StaffMembershipsView> {
  return staffViewWith(getMembershipStore(), now, online(), pages);
}

/** The console home's MRR, seats taken by plan and invoices overdue (summed in the database). */
export function membershipTotals(now: Date): Promise<MembershipTotals> {
  return totalsWith(getMembershipStore(), now);
}

/** Staff mark an invoice paid at the desk or by bank; the first one makes the membership active. */
export function markInvoicePaid(
  membershipInvoiceId: string,
  payment: { method: DeskPaymentMethod; reference: string },
  staff: StaffActor,
  now: Date,
): Promise<MembershipInvoice> {
  return markPaidWith(getMembershipStore(), membershipInvoiceId, payment, staff.email, now);
}

/** Staff end a membership early (end date, reason in the activity log). */
export function endMembership(
  membershipId: string,
  input: { endDate: string; reason: string },
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  return endEarlyWith(getMembershipStore(), membershipId, input, staff.email, now, online());
}

/** Staff hand an offer not yet accepted to another address (a new link e-mailed there; logged). */
export function handOfferTo(
  membershipId: string,
  email: string,
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  return handOffer(getMembershipStore(), membershipId, email, staff.email, now, online());
}

/** Staff record the deposit's refund (method, reference, any deduction with its reason). */
export function recordDepositRefund(
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
  return recordDepositRefundWith(
    getMembershipStore(),
    membershipId,
    input,
    staff.email,
    now,
    online(),
  );
}

/** A membership's activity log, oldest first (staff: who offered, accepted, was paid, ended it and why). */
export async function listMembershipActivity(membershipId: string): Promise<MembershipActivity[]> {
  const rows = await getMembershipStore().activityOf(membershipId);
  return rows.map((row) => ({
    at: new Date(row.at).toISOString(),
    actor: row.actor,
    action: row.action,
    detail: row.detail,
  }));
}

/** The accountant's CSV of membership invoices issued in [from, to] (club dates), streamed. */
export function membershipInvoicesCsv(from: string, to: string): ReadableStream<Uint8Array> {
  return invoicesCsvStream(streamInvoicesIssued(getMembershipStore(), from, to));
}

/**
 * The billing run at `now`: issues every due period's invoice once (a unique period per
 * membership in the database), owes the reminders, ends memberships past their end date, and
 * cancels the autopay mandates that must stop.
 */
export async function runBilling(
  now: Date,
): Promise<BillingRunReport & { mandatesCancelled: number; lateFees: number }> {
  const store = getMembershipStore();
  // Fewer seats whose date has come, in force before the periods from that date are issued (0105).
  await applyDueSeatChangesWith(seatChangeStores(), clubSupplier(), now);
  const report = await runBillingWith(store, clubSupplier(), now);
  // Every live mandate reviewed: ended memberships' and those whose next debit is the prorated
  // last period are cancelled at Razorpay (and any cancel that failed earlier is retried).
  const mandatesCancelled = await reviewMandatesWith(store, now);
  // The late fees the offers stated, on invoices 10 days overdue: each invoiced once (0084).
  const lateFees = await oweLateFeesWith(store, getLateFeeStore(), clubSupplier(), now);
  // Plan credit and packs whose period ended: what is left written off once (issue 38, 0091).
  await expireCredit(now);
  return { ...report, mandatesCancelled, lateFees };
}

/** The offer form prefilled from a desk or office request; null for any other booking. */
export function offerDraftFromRequest(booking: DeskBooking): Partial<MembershipOfferInput> | null {
  const { quote } = booking;
  if (quote.kind !== "dedicated-desk" && quote.kind !== "managed-office") return null;
  return {
    plan: quote.kind,
    seats: quote.seats,
    term: quote.term,
    startDate: booking.date,
    holderName: booking.contactName,
    holderEmail: booking.contactEmail,
    sourceBookingId: booking.id,
  };
}

/**
 * The in-server billing worker: a run every `intervalMs` (and one at start), once per process,
 * from `instrumentation.ts`. Several processes may each run it: the database keeps every period
 * to one invoice. Schedulers call `POST /api/cron/billing` instead (or too).
 */
export function startBillingWorker(intervalMs: number): void {
  const flag = globalThis as { __lotusBillingWorker?: boolean };
  if (flag.__lotusBillingWorker) return;
  flag.__lotusBillingWorker = true;
  const tick = () =>
    runBilling(new Date()).catch((error: unknown) =>
      console.error("[billing] run failed:", error instanceof Error ? error.message : error),
    );
  setInterval(tick, intervalMs).unref();
  void tick();
}

/** The tax invoice of a membership invoice, as printed (staff's copy of the PDF); null when unknown. */
export async function getMembershipTaxInvoice(membershipInvoiceId: string) {
  const row = await getMembershipStore().invoiceById(membershipInvoiceId);
  if (!row?.invoice_id) return null;
  const documents = await listInvoicesForSubject(row.membership_id);
  return documents.find((doc) => doc.id === row.invoice_id) ?? null;
}

/**
 * A deposit's receipt or refund voucher (0041) for its PDF: the holder's own (`userId`), or any
 * for staff (`userId` null); null when unknown or not theirs.
 */
export function getDepositDocument(
  id: string,
  userId: string | null,
): Promise<StoredDepositDocument | null> {
  return depositDocumentWith(getMembershipStore(), id, userId);
}

/** Every deposit receipt and refund voucher issued in [from, to] (club dates). */
export function listDepositDocumentsIssued(
  from: string,
  to: string,
): Promise<StoredDepositDocument[]> {
  return depositDocumentsIssuedWith(getMembershipStore(), from, to);
}

/**
 * Who changes seat users: staff, or the membership's holder (anyone else is refused, 403).
 * The database keeps the seat users to the membership's `seats`.
 */
export type SeatActor = { staff: StaffActor } | { holder: Member };

const acting = (by: SeatActor) =>
  "staff" in by
    ? { actor: by.staff.email, holderId: null }
    : { actor: by.holder.user.id, holderId: by.holder.user.id };

/** The holder's (or staff's) list of a membership's seat users, with its number of seats. */
export function listSeatUsers(membershipId: string, by: SeatActor): Promise<MembershipSeatsView> {
  return listSeatUsersWith(getMembershipStore(), membershipId, acting(by).holderId);
}

/** Adds a seat user by e-mail; refused when every seat is taken or they already sit on it. */
export function addSeatUser(
  membershipId: string,
  email: string,
  by: SeatActor,
  now: Date,
): Promise<MembershipSeatsView> {
  return addSeatUserWith(getMembershipStore(), membershipId, email, acting(by), now);
}

/** Removes a seat user by e-mail, freeing the seat. */
export function removeSeatUser(
  membershipId: string,
  email: string,
  by: SeatActor,
  now: Date,
): Promise<MembershipSeatsView> {
  return removeSeatUserWith(getMembershipStore(), membershipId, email, acting(by), now);
}

/**
 * The memberships the signed-in member sits on as a seat user (plan and seats, never invoices);
 * seats named by their e-mail are theirs once the address is confirmed.
 */
export function seatsOf(member: Member): Promise<SeatOnMembership[]> {
  const { id, email, unverified } = member.user;
  return seatsOfWith(getMembershipStore(), { id, email: unverified ? null : email });
}

/** Staff's "Collections": overdue memberships, aged debtors, TDS receivable outstanding. */
export async function getCollectionsForStaff(now: Date): Promise<StaffCollectionsView> {
  const [view, lateFees] = await Promise.all([
    collectionsViewWith(getMembershipStore(), now),
    getLateFeeStore().of(null),
  ]);
  // The late fee beside an overdue membership: what is invoiced and unpaid (0084), not reckoned.
  const unpaid = new Map<string, number>();
  for (const fee of lateFees.filter((f) => f.status === "due")) {
    unpaid.set(fee.membershipId, (unpaid.get(fee.membershipId) ?? 0) + fee.amount);
  }
  const overdue = view.overdue.map((row) => ({
    ...row,
    lateFee: unpaid.get(row.membershipId) ?? 0,
  }));
  return { ...view, overdue, lateFees };
}

/** Staff mark a membership's holder as deducting TDS at `ratePercent` (0: none); invoices issued after it ask for the net. */
export function setMembershipTds(
  membershipId: string,
  ratePercent: number,
  staff: StaffActor,
  now: Date,
): Promise<Membership> {
  return setTdsWith(getMembershipStore(), membershipId, ratePercent, staff.email, now);
}

/** Staff record a quarter's TDS certificate (Form 16A) received from the holder. */
export function recordTdsCertificate(
  membershipId: string,
  input: { quarter: string; amount: number; certificateNumber: string },
  staff: StaffActor,
  now: Date,
): Promise<TdsCertificate> {
  return recordTdsCertificateWith(getMembershipStore(), membershipId, input, staff.email, now);
}

/** Staff's links to these memberships' deposit receipts and refund vouchers (0083), by membership. */
export function listDepositDocumentLinks(
  membershipIds: string[],
): Promise<Record<string, DepositDocumentLink[]>> {
  return depositDocumentLinksWith(getMembershipStore(), membershipIds);
}

/** Staff record a late fee paid at the desk or by bank (409 once paid or reversed). */
export function markLateFeePaid(
  id: string,
  payment: { method: DeskPaymentMethod; reference: string },
  staff: StaffActor,
  now: Date,
): Promise<LateFee> {
  return settleLateFeeWith(getLateFeeStore(), id, payment, staff.email, now);
}

/** Staff reverse an unpaid late fee with a reason: a credit note of its figures (409 otherwise). */
export function reverseLateFee(
  id: string,
  reason: string,
  staff: StaffActor,
  now: Date,
): Promise<LateFee> {
  return reverseLateFeeWith(getLateFeeStore(), id, reason, staff.email, now);
}

const seatChangeStores = () => ({
  memberships: getMembershipStore(),
  changes: getSeatChangeStore(),
});

/** The holder or a company admin (0100) asks for more or fewer seats (0105). */
export async function requestSeatChange(
  membershipId: string,
  toSeats: number,
  asker: Member,
  now: Date,
): Promise<SeatChange> {
  const admin = await canManageMembership(membershipId, asker.user.id);
  const by = { actor: asker.user.id, holderId: asker.user.id, admin };
  return requestSeatChangeWith(seatChangeStores(), membershipId, toSeats, by, now);
}

/**
 * A membership's seat changes, newest first: its holder's or a company admin's (403 for anyone
 * else), or staff's (null).
 */
export async function listSeatChanges(
  membershipId: string,
  viewer: Member | null,
): Promise<SeatChange[]> {
  const admin = viewer ? await canManageMembership(membershipId, viewer.user.id) : false;
  return seatChangesOfWith(seatChangeStores(), membershipId, viewer?.user.id ?? null, admin);
}

/** The membership a company admin manages (0100's can_manage_membership), else null. */
export async function getManagedMembership(
  membershipId: string,
  member: Member,
): Promise<Membership | null> {
  if (!(await canManageMembership(membershipId, member.user.id))) return null;
  return getMembershipForStaff(membershipId);
}

/** Staff's list: every pending seat change and every decrease's deposit refund due. */
export function listOpenSeatChanges(): Promise<SeatChange[]> {
  return getSeatChangeStore().of(null);
}

/** Staff approve: more seats at once (supplementary invoice, deposit top-up); fewer on their date. */
export function approveSeatChange(id: string, staff: StaffActor, now: Date): Promise<SeatChange> {
  return approveSeatChangeWith(seatChangeStores(), clubSupplier(), id, staff.email, now);
}

/** Staff decline a pending seat change with a reason. */
export function declineSeatChange(
  id: string,
  reason: string,
  staff: StaffActor,
  now: Date,
): Promise<SeatChange> {
  return declineSeatChangeWith(seatChangeStores(), id, reason, staff.email, now);
}

/** Staff record a decrease's deposit refund: its refund voucher. */
export function recordSeatChangeRefund(
  id: string,
  refund: { method: DeskPaymentMethod; reference: string },
  staff: StaffActor,
  now: Date,
): Promise<SeatChange> {
  return recordSeatRefundWith(seatChangeStores(), id, refund, staff.email, now);
}

/** When fewer seats asked at `now` would start (the 1st after 30 days' notice, club dates). */
export function seatChangeDates(membership: Membership, now: Date): { decreaseFrom: string } {
  return { decreaseFrom: decreaseEffectiveDate(termsOf(membership), clubToday(now)) };
}

/** One membership for the staff's page of it; null when unknown. */
export async function getMembershipForStaff(id: string): Promise<Membership | null> {
  const row = await getMembershipStore().byId(id);
  return row ? reshapeMembership(row, online()) : null;
}
