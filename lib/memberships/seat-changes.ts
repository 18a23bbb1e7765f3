import "server-only";
import { toInvoiceRecord } from "@/lib/invoices/record";
import type { Supplier } from "@/lib/invoices/types";
import { clubToday } from "@/lib/pricing/club-time";
import { buyerOf, firstPeriod, nextPeriod, type Period } from "@/lib/memberships/billing";
import { issuePeriod, termsOf } from "@/lib/memberships/billing-run";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { reshapeMembership } from "@/lib/memberships/rows";
import {
  decreaseEffectiveDate,
  depositChangeOf,
  periodHolding,
  SEAT_CHANGE_TEXT,
  seatChangeRefusal,
  supplementInvoiceDraft,
  supplementOf,
} from "@/lib/memberships/seat-change-rules";
import type { SeatChangeStore } from "@/lib/memberships/seat-change-store";
import type { SeatChange } from "@/lib/memberships/seat-change-types";
import type { MembershipStore } from "@/lib/memberships/store";
import type { DeskPaymentMethod, Membership } from "@/lib/memberships/types";

/**
 * Seat changes (issue 38, 0105): the holder asks for more or fewer seats, staff approve or
 * decline. More seats start on approval with a prorated supplementary invoice and the deposit's
 * top-up; fewer seats start on the 1st after 30 days' notice, applied by the billing run, and the
 * deposit's difference is then refunded (staff record it: a refund voucher).
 */

type Stores = { memberships: MembershipStore; changes: SeatChangeStore };

/**
 * Who asks: the holder (`holderId`), or a company admin the facade has checked with 0100's
 * public.can_manage_membership (`admin`); staff decide.
 */
export type SeatChangeAsker = { actor: string; holderId: string; admin?: boolean };

async function membershipOf(store: MembershipStore, id: string): Promise<Membership> {
  const row = await store.byId(id);
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  return reshapeMembership(row, false);
}

/** The holder asks for `toSeats`; refused (422/409) when the plan, the state or the seat users forbid it. */
export async function requestSeatChangeWith(
  { memberships, changes }: Stores,
  membershipId: string,
  toSeats: number,
  { actor, holderId, admin = false }: SeatChangeAsker,
  now: Date,
): Promise<SeatChange> {
  const membership = await membershipOf(memberships, membershipId);
  if (membership.holder.userId !== holderId && !admin) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  if (membership.status !== "active" || membership.endDate !== null) {
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.notRunning);
  }
  const refusal = seatChangeRefusal(membership.plan, membership.seats, toSeats);
  if (refusal) throw new MembershipError("unprocessable", refusal);
  const seatUsers = (await memberships.seatsOf(membershipId)).length;
  if (toSeats < seatUsers) {
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.seatUsers(seatUsers, toSeats));
  }
  const effective = decreaseEffectiveDate(termsOf(membership), clubToday(now));
  const id = await changes.request(membershipId, toSeats, effective, actor, now);
  if (!id) throw new MembershipError("conflict", SEAT_CHANGE_TEXT.open);
  return (await changes.byId(id))!;
}

async function pendingChange(changes: SeatChangeStore, id: string): Promise<SeatChange> {
  const change = await changes.byId(id);
  if (!change) throw new MembershipError("not_found", SEAT_CHANGE_TEXT.notFound);
  if (change.status !== "pending") {
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.notPending);
  }
  return change;
}

/** Staff decline a pending change with a reason (logged). */
export async function declineSeatChangeWith(
  { changes }: Stores,
  id: string,
  reason: string,
  actor: string,
  now: Date,
): Promise<SeatChange> {
  if (!reason.trim()) throw new MembershipError("unprocessable", SEAT_CHANGE_TEXT.reasonRequired);
  await pendingChange(changes, id);
  await changes.decline(id, reason.trim(), actor, now);
  return (await changes.byId(id))!;
}

/** The period of today invoiced at the count before the change (idempotent: usually issued already). */
async function issueCurrentPeriod(
  store: MembershipStore,
  supplier: Supplier,
  membership: Membership,
  now: Date,
) {
  const period = periodHolding(termsOf(membership), clubToday(now));
  await issuePeriod(store, supplier, membership, period, now);
}

/**
 * Staff approve. A decrease waits for its date. An increase is in force today (club date): the
 * current period's own invoice is issued first at the old count if the billing run has not yet
 * (so the supplement never bills the same days twice), then the supplementary invoice for the
 * rest of the period and the deposit's top-up, with its number, in one transaction (0105).
 */
export async function approveSeatChangeWith(
  { memberships, changes }: Stores,
  supplier: Supplier,
  id: string,
  actor: string,
  now: Date,
): Promise<SeatChange> {
  const change = await pendingChange(changes, id);
  const membership = await membershipOf(memberships, change.membershipId);
  if (change.toSeats < change.fromSeats) {
    await changes.approve(id, actor, now, null);
    return (await changes.byId(id))!;
  }
  if (membership.status !== "active" || membership.endDate !== null) {
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.notRunning);
  }
  const today = clubToday(now);
  await issueCurrentPeriod(memberships, supplier, membership, now);
  const added = change.toSeats - change.fromSeats;
  const supplement = supplementOf(termsOf(membership), membership.seatRate * added, today);
  const draft = supplementInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
    plan: membership.plan,
    from: change.fromSeats,
    to: change.toSeats,
    supplement,
  });
  await changes.approve(id, actor, now, {
    period_start: supplement.period.start,
    period_end: supplement.period.end,
    // Due at once, as a first invoice: the seats are in use from today.
    due_date: today,
    deposit: depositChangeOf(
      membership.plan,
      membership.seatRate,
      change.fromSeats,
      change.toSeats,
    ),
    invoice: toInvoiceRecord(draft, {
      subject: "membership",
      subjectId: membership.id,
      userId: membership.holder.userId ?? undefined,
    }),
  });
  const after = (await changes.byId(id))!;
  if (after.status === "pending") {
    // The membership's seats moved since the request (or it is no longer active).
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.notPending);
  }
  return after;
}

/**
 * The billing run's first step: every approved decrease whose date has come (club date) is put
 * in force. The periods before that date are invoiced first at the old count (a run paused over
 * the date still bills them right), then the seats, rent and deposit change, so the run's periods
 * from that date bill the new count. Answers how many changes this call applied.
 */
export async function applyDueSeatChangesWith(
  { memberships, changes }: Stores,
  supplier: Supplier,
  now: Date,
): Promise<number> {
  let applied = 0;
  for (const due of await changes.due(clubToday(now))) {
    const change = await changes.byId(due.id);
    if (!change?.effectiveDate) continue;
    const membership = await membershipOf(memberships, change.membershipId);
    if (membership.status === "active" || membership.status === "notice") {
      let period: Period | null = firstPeriod(termsOf(membership));
      while (period && period.start < change.effectiveDate) {
        await issuePeriod(memberships, supplier, membership, period, now);
        period = nextPeriod(period, termsOf(membership));
      }
    }
    const depositChange = depositChangeOf(
      membership.plan,
      membership.seatRate,
      change.fromSeats,
      change.toSeats,
    );
    await changes.apply(change.id, depositChange, now);
    applied += 1;
  }
  return applied;
}

/** Staff record a decrease's deposit refund: a refund voucher of the difference (409 when none is due). */
export async function recordSeatRefundWith(
  { changes }: Stores,
  id: string,
  refund: { method: DeskPaymentMethod; reference: string },
  actor: string,
  now: Date,
): Promise<SeatChange> {
  const change = await changes.byId(id);
  if (!change) throw new MembershipError("not_found", SEAT_CHANGE_TEXT.notFound);
  if (change.refundState !== "due") {
    throw new MembershipError("conflict", SEAT_CHANGE_TEXT.noRefundDue);
  }
  await changes.recordRefund(id, refund, actor, now);
  return (await changes.byId(id))!;
}

/** A membership's seat changes for its holder (403 for anyone else) or staff (`holderId` null). */
export async function seatChangesOfWith(
  { memberships, changes }: Stores,
  membershipId: string,
  holderId: string | null,
  admin = false,
): Promise<SeatChange[]> {
  const membership = await membershipOf(memberships, membershipId);
  if (holderId !== null && membership.holder.userId !== holderId && !admin) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.holderOnly);
  }
  return changes.of(membershipId);
}
