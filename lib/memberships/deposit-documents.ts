import "server-only";
import type { DepositDocument } from "@/lib/invoices/types";
import type { DepositDocumentRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type { DepositDocumentLink } from "@/lib/memberships/types";

/** A row of public.deposit_documents (0041) as the database returns it (bigint as text in pg). */
/** A deposit's receipt or refund voucher, with whose it is (the dashboard and the staff console). */
export type StoredDepositDocument = DepositDocument & {
  id: string;
  membershipId: string;
  userId: string | null;
};

export function reshapeDepositDocument(row: DepositDocumentRow): StoredDepositDocument {
  return {
    id: row.id,
    membershipId: row.membership_id,
    userId: row.user_id,
    kind: row.kind,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    supplier: row.supplier,
    payer: {
      name: row.payer_name,
      company: row.payer_company ?? undefined,
      address: row.payer_address ?? undefined,
      gstin: row.payer_gstin ?? undefined,
    },
    deposit: Number(row.deposit_paise),
    amount: Number(row.amount_paise),
    deduction: Number(row.deduction_paise),
    deductionReason: row.deduction_reason ?? undefined,
    method: row.method ?? undefined,
    reference: row.reference ?? undefined,
  };
}

/** A membership's receipt and refund voucher, oldest first. */
export async function depositDocumentsOfWith(
  store: MembershipStore,
  membershipId: string,
): Promise<StoredDepositDocument[]> {
  return (await store.depositDocumentsOf(membershipId)).map(reshapeDepositDocument);
}

/**
 * One document for the PDF download: the holder's own (`userId`), or any for staff (`userId`
 * null). Null when unknown or someone else's, so a guessed id learns nothing.
 */
export async function depositDocumentWith(
  store: MembershipStore,
  id: string,
  userId: string | null,
): Promise<StoredDepositDocument | null> {
  const row = await store.depositDocumentById(id);
  if (!row || (userId !== null && row.user_id !== userId)) return null;
  return reshapeDepositDocument(row);
}

/** Every receipt and voucher issued in [from, to] (club dates): the accountant's month. */
export async function depositDocumentsIssuedWith(
  store: MembershipStore,
  from: string,
  to: string,
): Promise<StoredDepositDocument[]> {
  return (await store.depositDocumentsIssued(from, to)).map(reshapeDepositDocument);
}

/** The documents of these memberships as staff link them, by membership, oldest first (0083). */
export async function depositDocumentLinksWith(
  store: MembershipStore,
  membershipIds: string[],
): Promise<Record<string, DepositDocumentLink[]>> {
  const links: Record<string, DepositDocumentLink[]> = {};
  if (membershipIds.length === 0) return links;
  for (const doc of (await store.depositDocumentsOfMemberships(membershipIds)).map(
    reshapeDepositDocument,
  )) {
    (links[doc.membershipId] ??= []).push({
      id: doc.id,
      kind: doc.kind,
      number: doc.number,
      amount: doc.amount,
    });
  }
  return links;
}
