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
import { HOLDER_ADDRESS_TEXT, holderAddressRequired } from "@/lib/memberships/holder-address";
import { reshapeMembership, type MembershipRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOf } from "@/lib/memberships/tds";
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
  /** The owner's late fee setting (MEMBERSHIP_LATE_FEE_PERCENT), locked into the offer. */
  lateFeeBp: number | null = null,
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
      late_fee_bp: lateFeeBp,
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
  const rent = rentOf(period, terms);
  const draft = membershipInvoiceDraft({
    supplier,
    buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
    plan: membership.plan,
    seats: membership.seats,
    period,
    rent,
  });
  const preview = previewOf(draft, period, membership.deposit.amount);
  const tds = tdsOf(rent, membership.tdsRateBp);
  return tds ? { ...preview, tds, amountDue: preview.amountDue - tds } : preview;
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

/** Who accepts an offer: the signed-in account, its address, and whether it is confirmed. */
export type OfferAccount = { id: string; email: string; verified: boolean };

/**
 * An offer is accepted only by its holder: a signed-in account whose confirmed e-mail address
 * is the one the offer was made to (anyone may hold the link; staff hand an offer to another
 * address explicitly). An offer accepted or closed already is left to `acceptOffer` to answer.
 */
export async function assertOfferHolder(
  store: MembershipStore,
  token: string,
  account: OfferAccount,
): Promise<void> {
  const row = await store.byToken(hashToken(token));
  if (!row) throw new MembershipError("not_found", MEMBERSHIP_TEXT.offerNotFound);
  if (row.status !== "offered" || row.accepted_at) return;
  if (!account.verified) throw new MembershipError("forbidden", MEMBERSHIP_TEXT.offerUnverified);
  if (row.holder_email.trim().toLowerCase() !== account.email.trim().toLowerCase()) {
    throw new MembershipError("forbidden", MEMBERSHIP_TEXT.offerOtherAddress);
  }
}

/**
 * Staff hand an offer not yet accepted to another address: a new link is e-mailed there, the
 * old one stops working, and the activity log says who changed which address to which.
 */
export async function handOffer(
  store: MembershipStore,
  membershipId: string,
  email: string,
  actor: string,
  now: Date,
  online: boolean,
): Promise<Membership> {
  const token = randomBytes(32).toString("base64url");
  const row = await store.handOffer(
    membershipId,
    email,
    hashToken(token),
    actor,
    now,
    `${publicEnv.siteUrl}${reviewPath(token)}`,
  );
  if (row) return reshapeMembership(row, online);
  if (!(await store.byId(membershipId))) {
    throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  }
  throw new MembershipError("conflict", MEMBERSHIP_TEXT.offerNotHandable);
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
  /** An individual holder's address for the invoices (0085), asked by the acceptance form. */
  holderAddress?: { address: string; stateCode: string },
): Promise<Membership> {
  const offered = await store.byToken(hashToken(token));
  if (offered && offered.status === "offered" && !offered.accepted_at) {
    const required = holderAddressRequired({
      hasCompany: Boolean(offered.company_legal_name),
      hasAddress: Boolean(offered.holder_address),
      monthlyRent: Number(offered.monthly_rent_paise),
      term: offered.term,
    });
    if (required && !holderAddress) {
      throw new MembershipError("invalid_request", HOLDER_ADDRESS_TEXT.required, {
        billingAddress: HOLDER_ADDRESS_TEXT.required,
      });
    }
    if (holderAddress && !offered.company_legal_name) {
      await store.setHolderAddress(
        hashToken(token),
        holderAddress.address,
        holderAddress.stateCode,
      );
    }
  }
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
