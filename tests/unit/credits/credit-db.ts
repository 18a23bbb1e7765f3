import type { SqlQueryable } from "@/lib/db";
import { embeddedCaller } from "@/lib/db";
import { createCreditStore, type CreditStore } from "@/lib/credits/store";
import { markPaidWith } from "@/lib/memberships/actions";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import type { MembershipStore } from "@/lib/memberships/store";
import type { MembershipOfferInput } from "@/lib/memberships/types";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { weekdayAhead } from "../data/club-dates";
import { DESK_OFFER, HOLDER_ADDRESS, offerToken, SUPPLIER } from "../memberships/membership-db";

/** Issue 38's SQL suites: memberships with credit, bookings through the database's book_for. */

export const creditStoreOn = (db: SqlQueryable): CreditStore =>
  createCreditStore(embeddedCaller(async () => db));

/** Every table these suites fill, emptied (the ledger is append-only: truncated, as a reset). */
export async function resetCredits(db: { exec(sql: string): Promise<unknown> }) {
  await db.exec(`
    truncate public.credit_ledger;
    delete from public.outbox;
    delete from public.bookings;
    delete from public.membership_seats;
    delete from public.membership_activity;
    delete from public.membership_late_fees;
    delete from public.deposit_documents;
    delete from public.deposit_document_counters;
    delete from public.membership_invoices;
    delete from public.memberships;
    delete from public.invoices;
    delete from public.invoice_counters;
    update public.plan_credits set hours_per_seat = case plan when 'virtual-office' then 0 else 4 end;
    update public.member_rates set percent = 20;
  `);
}

/**
 * A running membership (its first invoice paid) whose holder is a member now, by the real clock:
 * bookings are checked against the database's own clock. `planHours` 0 grants no plan credit, so
 * a suite gives exact credit with staff adjustments.
 */
export async function runningMembership(
  db: SqlQueryable,
  store: MembershipStore,
  holder: string,
  { seats = 1, planHours = 0 }: { seats?: number; planHours?: number } = {},
) {
  await db.query("update public.plan_credits set hours_per_seat = $1", [planHours]);
  const started = addDaysToDate(clubToday(new Date()), -1);
  const offeredAt = new Date(Date.now() - 3 * 86_400_000);
  const offer: MembershipOfferInput = {
    ...DESK_OFFER,
    seats,
    startDate: started,
    holderEmail: `${holder.slice(0, 8)}@example.com`,
  };
  const made = await createOffer(store, offer, "desk@lotusclub.in", offeredAt, false);
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    holder,
    SUPPLIER,
    offeredAt,
    false,
    HOLDER_ADDRESS,
  );
  const [first] = await store.invoicesOf(made.id);
  await markPaidWith(store, first!.id, { method: "UPI", reference: "UTR1" }, "desk", offeredAt);
  return made.id;
}

/** A seat user bound to their account (as reading their seats binds them). */
export async function seatUser(db: SqlQueryable, membershipId: string, user: string) {
  await db.query(
    `insert into public.membership_seats (membership_id, email, user_id, added_at, added_by)
     values ($1, $2, $3, now(), 'holder')`,
    [membershipId, `${user.slice(0, 8)}@kestrel.in`, user],
  );
}

export type BookedRow = {
  id: string;
  total_paise: string;
  status: string;
  payment_status: string;
  starts_at: Date;
  quote: Record<string, number | string | boolean>;
};

/** The 4-seater for `hours` from 10:00 on a weekday `daysAhead` days away, through book_for. */
export async function bookRoom(
  db: SqlQueryable,
  user: string,
  { hours = 2, daysAhead = 7, time = "10:00" } = {},
): Promise<BookedRow> {
  const request = {
    kind: "meeting-room",
    room: "4-seater",
    date: weekdayAhead(daysAhead),
    time,
    hours,
    techSupport: false,
  };
  const { rows } = await db.query<BookedRow>(
    "select * from public.book_for($1, $2::jsonb, $3::jsonb)",
    [user, JSON.stringify(request), JSON.stringify({ name: "Asha", email: "asha@example.com" })],
  );
  return rows[0]!;
}

/** Cancels a booking as either cancellation path writes it, `hoursBefore` its start. */
export async function cancelAt(db: SqlQueryable, booking: BookedRow, hoursBefore: number) {
  await db.query(
    `update public.bookings set status = 'cancelled',
       cancelled_at = starts_at - make_interval(secs => $2::double precision * 3600)
     where id = $1`,
    [booking.id, hoursBefore],
  );
}

/** The pool's ledger sum and its rows' entries. */
export async function ledgerOf(db: SqlQueryable, membershipId: string) {
  const { rows } = await db.query<{ entry: string; amount_paise: string; booking_id: string }>(
    `select entry, amount_paise, booking_id from public.credit_ledger
     where membership_id = $1 order by at, entry`,
    [membershipId],
  );
  return {
    sum: rows.reduce((s, r) => s + Number(r.amount_paise), 0),
    rows: rows.map((r) => ({ entry: r.entry, amount: Number(r.amount_paise) })),
  };
}
