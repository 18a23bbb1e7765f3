import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { Supplier } from "@/lib/invoices/types";
import { publicEnv } from "@/lib/public-env";
import {
  buyerOf,
  depositOf,
  firstPeriod,
  membershipInvoiceDraft,
  previewOf,
  rentOf,
  seatRateOf,
} from "@/lib/memberships/billing";
import { issuePeriod, termsOf } from "@/lib/memberships/billing-run";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { reshapeMembership, type MembershipRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type {
  Membership,
  MembershipOfferInput,
  MembershipOfferView,
} from "@/lib/memberships/types";

/**
 * The version of the terms an offer shows and an acceptance records: change it whenever the
 * offer's terms change (content/membership-offer.ts words them), so each acceptance names the
 * words that were accepted. 2026-11-28: the offer states its own deposit and one refund promise.
 */
export const MEMBERSHIP_TERMS_VERSION = "terms-2026-11-28";

/** The review link's token: 32 random bytes; only its SHA-256 is stored. */
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
export const reviewPath = (token: string) => `/memberships/offer/${token}`;

export async function createOffer(
  store: MembershipStore,
  input: MembershipOfferInput,
  actor: string,
  now: Date,
  online: boolean,
): Promise<Membership> {
  const seatRate = seatRateOf(input.plan);
  const monthlyRent = seatRate * input.seats;
  const token = randomBytes(32).toString("base64url");
  const row = await store.createOffer(
    {
      plan: input.plan,
      seats: input.seats,
      term: input.term,
      seat_rate_paise: seatRate,
      monthly_rent_paise: monthlyRent,
      start_date: input.startDate,
      holder_name: input.holderName,
      holder_email: input.holderEmail,
      company_legal_name: input.company?.legalName ?? null,
      company_gstin: input.company?.gstin ?? null,
      company_address: input.company?.billingAddress ?? null,
      company_state: input.company?.stateCode ?? null,
      deposit_paise: depositOf(input.plan, monthlyRent),
      source_booking_id: input.sourceBookingId ?? null,
    },
    hashToken(token),
    actor,
    now,
    `${publicEnv.siteUrl}${reviewPath(token)}`,
  );
  if (!row) throw new Error("create_membership_offer returned no row");
  return reshapeMembership(row, online);
}

/** The first invoice as the offer shows it, before it is issued. */
export function firstInvoicePreview(membership: Membership, supplier: Supplier) {
  const terms = termsOf(membership);
  const period = firstPeriod(terms);
  const draft = membershipInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent: rentOf(period, terms),
  });
  return previewOf(draft, period, membership.deposit.amount);
}

export async function getOffer(
  store: MembershipStore,
  token: string,
  supplier: Supplier,
  online: boolean,
): Promise<MembershipOfferView | null> {
  const row = await store.byToken(hashToken(token));
  if (!row) return null;
  const membership = reshapeMembership(row, online);
  return {
    membership,
    firstInvoice: firstInvoicePreview(membership, supplier),
    termsVersion: MEMBERSHIP_TERMS_VERSION,
    accepted: membership.acceptedAt !== null,
  };
}

/**
 * The signed-in member accepts: they become the holder (time and terms version recorded), and
 * the first invoice (prorated rent, with the deposit beside it) is issued and e-mailed.
 */
export async function acceptOffer(
  store: MembershipStore,
  token: string,
  userId: string,
  supplier: Supplier,
  now: Date,
  online: boolean,
): Promise<Membership> {
  let row: MembershipRow | null;
  try {
    row = await store.acceptOffer(hashToken(token), userId, MEMBERSHIP_TERMS_VERSION, now);
  } catch (error) {
    if (/memberships_one_per_holder/.test(String(error))) {
      throw new MembershipError("conflict", "You already hold a membership with the club.");
    }
    throw error;
  }
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.offerNotFound);
  if (row.holder_user_id !== userId || row.status !== "offered") {
    throw new MembershipError("conflict", MEMBERSHIP_TEXT.offerClosed);
  }
  const membership = reshapeMembership(row, online);
  await issuePeriod(store, supplier, membership, firstPeriod(termsOf(membership)), now);
  return membership;
}
