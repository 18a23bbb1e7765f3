import "server-only";
import { clubToday } from "@/lib/pricing/club-time";
import {
  agedDebtors,
  overdueMemberships,
  type AgedDebtors,
  type OverdueMembership,
  type Receivable,
} from "@/lib/memberships/collections";
import { MembershipError, MEMBERSHIP_TEXT } from "@/lib/memberships/errors";
import { dayOf, reshapeMembership, type MembershipRow } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import { tdsOutstanding, TDS_MAX_RATE_BP, type TdsOutstanding } from "@/lib/memberships/tds";
import type { LateFee, Membership } from "@/lib/memberships/types";

/** A quarter's Form 16A as staff recorded it. */
export type TdsCertificate = {
  id: string;
  membershipId: string;
  holder: string;
  quarter: string;
  amount: number;
  certificateNumber: string;
  recordedAt: string;
  recordedBy: string;
};

/** The staff page "Collections": who owes what and since when, and the TDS receivable. */
export type StaffCollectionsView = {
  today: string;
  overdue: OverdueMembership[];
  aged: AgedDebtors;
  /** Running and offered memberships, for the TDS form, with their rates. */
  memberships: { id: string; holder: string; status: Membership["status"]; tdsRateBp: number }[];
  tdsOutstanding: TdsOutstanding[];
  certificates: TdsCertificate[];
  /** Late fees invoiced (0084), newest first. */
  lateFees?: LateFee[];
};

/** How staff lists name a membership: its company, else its holder. */
const holderOf = (row: Pick<MembershipRow, "company_legal_name" | "holder_name">) =>
  row.company_legal_name ?? row.holder_name;

export async function collectionsViewWith(
  store: MembershipStore,
  now: Date,
): Promise<StaffCollectionsView> {
  const today = clubToday(now);
  // Nothing is issued after today, so this is every unpaid invoice and nothing else.
  const [rows, unpaidRows, tdsRows, certificateRows] = await Promise.all([
    store.all(),
    store.invoicesListed(today, today, true),
    store.tdsInvoices(),
    store.tdsCertificates(),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const holder = (id: string) => {
    const row = byId.get(id);
    return row ? holderOf(row) : "";
  };
  const receivables: Receivable[] = unpaidRows
    .filter((row) => row.status === "due")
    .map((row) => ({
      membershipId: row.membership_id,
      holder: holder(row.membership_id),
      dueDate: dayOf(row.due_date),
      amountDue: Number(row.amount_due_paise),
      invoiceTotal: Number(row.invoice_total_paise),
      lateFeeBp: byId.get(row.membership_id)?.late_fee_bp ?? null,
    }));
  return {
    today,
    overdue: overdueMemberships(receivables, today),
    aged: agedDebtors(receivables, today),
    memberships: rows
      .filter((row) => ["offered", "active", "notice"].includes(row.status))
      .map((row) => ({
        id: row.id,
        holder: holderOf(row),
        status: row.status,
        tdsRateBp: row.tds_rate_bp ?? 0,
      })),
    tdsOutstanding: tdsOutstanding(
      tdsRows.map((row) => ({
        membershipId: row.membership_id,
        holder: holder(row.membership_id),
        issuedOn: clubToday(new Date(row.issued_at)),
        tds: Number(row.tds_paise ?? 0),
      })),
      certificateRows.map((row) => ({
        membershipId: row.membership_id,
        quarter: row.quarter,
        amount: Number(row.amount_paise),
      })),
    ),
    certificates: certificateRows.map((row) => ({
      id: row.id,
      membershipId: row.membership_id,
      holder: holder(row.membership_id),
      quarter: row.quarter,
      amount: Number(row.amount_paise),
      certificateNumber: row.certificate_number,
      recordedAt: new Date(row.recorded_at).toISOString(),
      recordedBy: row.recorded_by,
    })),
  };
}

/** Staff mark a membership as deducting TDS at `ratePercent` (0 to stop); later invoices ask for the net. */
export async function setTdsWith(
  store: MembershipStore,
  membershipId: string,
  ratePercent: number,
  actor: string,
  now: Date,
): Promise<Membership> {
  const rateBp = Math.round(ratePercent * 100);
  if (rateBp < 0 || rateBp > TDS_MAX_RATE_BP) {
    throw new MembershipError("unprocessable", MEMBERSHIP_TEXT.tdsRateInvalid);
  }
  if (!(await store.byId(membershipId))) {
    throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  }
  const row = await store.setTds(membershipId, rateBp, actor, now);
  if (!row) throw new MembershipError("conflict", MEMBERSHIP_TEXT.alreadyEnded);
  return reshapeMembership(row, false);
}

/** Staff record a quarter's TDS certificate (Form 16A); one per membership and quarter. */
export async function recordTdsCertificateWith(
  store: MembershipStore,
  membershipId: string,
  input: { quarter: string; amount: number; certificateNumber: string },
  actor: string,
  now: Date,
): Promise<TdsCertificate> {
  const membership = await store.byId(membershipId);
  if (!membership) throw new MembershipError("not_found", MEMBERSHIP_TEXT.notFound);
  const row = await store.recordTdsCertificate(
    membershipId,
    { quarter: input.quarter, amount: input.amount, number: input.certificateNumber },
    actor,
    now,
  );
  if (!row) throw new MembershipError("conflict", MEMBERSHIP_TEXT.tdsCertificateRecorded);
  return {
    id: row.id,
    membershipId,
    holder: holderOf(membership),
    quarter: row.quarter,
    amount: Number(row.amount_paise),
    certificateNumber: row.certificate_number,
    recordedAt: new Date(row.recorded_at).toISOString(),
    recordedBy: row.recorded_by,
  };
}
