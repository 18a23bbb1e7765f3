import { embeddedCaller, type SqlQueryable } from "@/lib/db";
import { createOffer, acceptOffer } from "@/lib/memberships/offers";
import { giveNoticeWith, markPaidWith, recordDepositRefundWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { createMembershipStore, type MembershipStore } from "@/lib/memberships/store";
import type { MembershipOfferInput } from "@/lib/memberships/types";
import { CLUB } from "../invoices/fixtures";

export const SUPPLIER = CLUB;
export const HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

export const DESK_OFFER: MembershipOfferInput = {
  plan: "dedicated-desk",
  seats: 1,
  term: "monthly",
  startDate: "2026-12-17",
  holderName: "Asha Verma",
  holderEmail: "asha@example.com",
};

/** PGlite, or a PostgreSQL server's pool. */
type Db = SqlQueryable;

export const storeOn = (db: Db): MembershipStore =>
  createMembershipStore(embeddedCaller(async () => db));

export const at = (iso: string) => new Date(iso);

/** The review token of the offer e-mail (the only place it is in clear). */
export async function offerToken(db: Db, membershipId: string): Promise<string> {
  const { rows } = await db.query<{ link: string }>(
    "select payload ->> 'link' as link from public.outbox where template = 'membership-offer' and source_id = $1",
    [membershipId],
  );
  return rows[0]!.link.split("/").pop()!;
}

export const HOLDER_ADDRESS = { address: "14 Sector 50, Noida 201301", stateCode: "09" };

/** An offer made on 26 Nov 2026, accepted the same day and (`paid`) its first invoice paid. */
export async function activeDesk(
  db: Db,
  store: MembershipStore,
  { offer = DESK_OFFER, holder = HOLDER, paid = true } = {},
) {
  const made = await createOffer(
    store,
    offer,
    "desk@lotusclub.in",
    at("2026-11-26T06:00:00Z"),
    false,
  );
  const token = await offerToken(db, made.id);
  // An individual's address: an annual desk's period (₹50,000 or more) asks it (rule 46(f)).
  await acceptOffer(
    store,
    token,
    holder,
    SUPPLIER,
    at("2026-11-26T07:00:00Z"),
    false,
    HOLDER_ADDRESS,
  );
  const [first] = await store.invoicesOf(made.id);
  if (paid) {
    await markPaidWith(
      store,
      first!.id,
      { method: "UPI", reference: "UTR1" },
      "desk",
      at("2026-11-27T06:00:00Z"),
    );
  }
  return { membership: made, firstInvoiceId: first!.id, token };
}

export async function resetMemberships(db: { exec(sql: string): Promise<unknown> }) {
  await db.exec(`
    delete from public.membership_late_fees;
    delete from public.outbox where template like 'membership%';
    delete from public.deposit_documents;
    delete from public.deposit_document_counters;
    delete from public.membership_seats;
    delete from public.membership_activity;
    delete from public.membership_invoices;
    delete from public.membership_seat_changes;
    delete from public.memberships;
    delete from public.invoices;
    delete from public.invoice_counters;
  `);
}

/**
 * Every membership e-mail, through the code that owes it in production: the offer, the first
 * invoice, its two reminders, the notice, and (after the end) the deposit refunded.
 */
export async function oweMembershipMessages(
  db: Db,
  holder: string,
  email: string,
  supplier = SUPPLIER,
) {
  const store = storeOn(db);
  const offer = { ...DESK_OFFER, holderEmail: email, startDate: "2027-05-17" };
  const made = await createOffer(
    store,
    offer,
    "desk@lotusclub.in",
    at("2027-05-01T06:00:00Z"),
    false,
  );
  await acceptOffer(
    store,
    await offerToken(db, made.id),
    holder,
    supplier,
    at("2027-05-01T07:00:00Z"),
    false,
  );
  const [first] = await store.invoicesOf(made.id);
  await runBillingWith(store, supplier, at("2027-05-21T03:00:00Z"));
  await markPaidWith(
    store,
    first!.id,
    { method: "cash", reference: "R-9" },
    "desk",
    at("2027-05-22T03:00:00Z"),
  );
  // Autopay set up, halted (its e-mails to the holder and staff), then cancelled (0043).
  await store.startAutopay(made.id, "sub_contract00001", "upi-card", at("2027-05-22T04:00:00Z"));
  await store.setMandateState(
    "sub_contract00001",
    "halted",
    "razorpay",
    at("2027-05-23T04:00:00Z"),
  );
  await store.setMandateState("sub_contract00001", "cancelled", "club", at("2027-05-23T05:00:00Z"));
  await giveNoticeWith(store, made.id, holder, at("2027-05-25T06:00:00Z"), false);
  await runBillingWith(store, supplier, at("2027-07-01T03:00:00Z"));
  await recordDepositRefundWith(
    store,
    made.id,
    { method: "NEFT", reference: "UTR-1", deduction: 50_000, deductionReason: "Lost access card" },
    "desk",
    at("2027-07-02T06:00:00Z"),
    false,
  );
}
