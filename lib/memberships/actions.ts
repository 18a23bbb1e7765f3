import "server-only";
import { clubToday } from "@/lib/pricing/club-time";
import { noticeEndDate } from "@/lib/memberships/billing";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { reviewMandateAfterWith } from "@/lib/memberships/mandates";
import { reshapeInvoice, reshapeMembership } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type { DeskPaymentMethod, Membership, MembershipInvoice } from "@/lib/memberships/types";

/** The holder gives notice: the end date is 30 days on (the policy's notice). */
export async function giveNoticeWith(
  store: MembershipStore,
  membershipId: string,
  userId: string,
  now: Date,
  online: boolean,
): Promise<Membership> {
  const current = await store.byId(membershipId);
  if (!current) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (current.holder_user_id !== userId) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  const row = await store.giveNotice(membershipId, userId, noticeEndDate(clubToday(now)), now);
  if (!row) throw new MembershipError("conflict", MEMBERSHIP_TEXT.noticeNotAllowed);
  // Autopay stops before the final, prorated period (at once when that is the next debit).
  return reshapeMembership(await reviewMandateAfterWith(store, row, now), online);
}

/** Staff mark an invoice paid; paying it again changes nothing and says so. */
export async function markPaidWith(
  store: MembershipStore,
  membershipInvoiceId: string,
  payment: { method: DeskPaymentMethod; reference: string },
  actor: string,
  now: Date,
): Promise<MembershipInvoice> {
  const invoice = await store.invoiceById(membershipInvoiceId);
  if (!invoice) throw new MembershipError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
  if ((await store.byId(invoice.membership_id))?.status === "cancelled") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.cancelledNoPayment);
  }
  const settled = await store.settleInvoice(
    membershipInvoiceId,
    payment.method,
    payment.reference,
    actor,
    now,
  );
  if (!settled.found) throw new MembershipError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
  if (!settled.paid) throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyPaid);
  const row = await store.invoiceById(membershipInvoiceId);
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
  return reshapeInvoice(row, clubToday(now));
}

export async function endEarlyWith(
  store: MembershipStore,
  membershipId: string,
  input: { endDate: string; reason: string },
  actor: string,
  now: Date,
  online: boolean,
): Promise<Membership> {
  const current = await store.byId(membershipId);
  if (!current) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  const row = await store.endEarly(membershipId, input.endDate, input.reason, actor, now);
  if (!row) throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyEnded);
  if (row.status !== "cancelled") {
    return reshapeMembership(await reviewMandateAfterWith(store, row, now), online);
  }
  // A cancelled offer: its invoices credited, a deposit paid on it due for refund.
  const closed = (await store.closeCancelled(membershipId, now)) ?? row;
  return reshapeMembership(await reviewMandateAfterWith(store, closed, now), online);
}

export async function recordDepositRefundWith(
  store: MembershipStore,
  membershipId: string,
  input: {
    method: DeskPaymentMethod;
    reference: string;
    deduction: number;
    deductionReason?: string;
  },
  actor: string,
  now: Date,
  online: boolean,
): Promise<Membership> {
  const current = await store.byId(membershipId);
  if (!current) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  if (current.deposit_state === "refunded") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyRefunded);
  }
  if (current.deposit_state !== "refund-due") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.notEnded);
  }
  const deposit = Number(current.deposit_paise);
  if (input.deduction > deposit) {
    throw new MembershipError("unprocessable", MEMBERSHIP_TEXT.deductionTooLarge, {
      deduction: MEMBERSHIP_TEXT.deductionTooLarge,
    });
  }
  const row = await store.recordDepositRefund(
    membershipId,
    {
      method: input.method,
      reference: input.reference,
      deduction: input.deduction,
      deduction_reason: input.deductionReason ?? null,
      amount: deposit - input.deduction,
    },
    actor,
    now,
  );
  if (!row) throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyRefunded);
  return reshapeMembership(row, online);
}
