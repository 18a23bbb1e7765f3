import "server-only";
import type { SqlFunctionCaller } from "@/lib/db";
import { buildInvoice } from "@/lib/invoices/build";
import { taxableOfInclusive } from "@/lib/invoices/gst";
import { toInvoiceRecord } from "@/lib/invoices/record";
import { SPACE_RENTAL } from "@/lib/invoices/tax-codes";
import type { InvoiceDraft, Supplier } from "@/lib/invoices/types";
import { addDaysToDate, clubToday } from "@/lib/pricing/club-time";
import type { Paise } from "@/lib/pricing/money";
import { buyerOf } from "@/lib/memberships/billing";
import { LATE_FEE_AFTER_DAYS, lateFeeOf } from "@/lib/memberships/collections";
import { MembershipError } from "@/lib/memberships/errors";
import { dayOf, reshapeMembership } from "@/lib/memberships/rows";
import type { MembershipStore } from "@/lib/memberships/store";
import type { DeskPaymentMethod, LateFee } from "@/lib/memberships/types";

/**
 * The late fee an offer stated, invoiced (0084): on each membership invoice still unpaid 10 days
 * after its due date, once, a tax invoice of its own in the club's series. A late fee is part of
 * the value of the supply it is late on (CGST Act s.15(2)(d)), so it takes that supply's SAC
 * (997212) and rate, and its place of supply (the premises, Uttar Pradesh). The fee is what the
 * offer stated, "2 % of an invoice's total (rent with GST)", and that is what the member pays:
 * the GST is inside it, worked back like a store price, with a round off of a paisa or two.
 */

export const LATE_FEE_TEXT = {
  notFound: "There is no such late fee.",
  notDue: "This late fee is paid or reversed already: only an unpaid late fee can be reversed.",
  alreadySettled: "This late fee is paid or reversed already.",
  reasonRequired: "Say why the late fee is reversed.",
} as const;

type LateFeeRow = {
  id: string;
  membership_id: string;
  holder: string;
  membership_invoice_id: string;
  invoice_id: string;
  invoice_number: string;
  overdue_invoice_number: string;
  fee_date: string | Date;
  rate_bp: number;
  amount_paise: number | string;
  issued_at: string | Date;
  status: LateFee["status"];
  paid_at: string | Date | null;
  credit_note_id: string | null;
  credit_note_number: string | null;
  reversal_reason: string | null;
};

type OwedRow = {
  membership_invoice_id: string;
  membership_id: string;
  invoice_number: string;
  due_date: string | Date;
  invoice_total_paise: number | string;
  late_fee_bp: number;
};

const iso = (value: string | Date) => new Date(value).toISOString();

const reshape = (row: LateFeeRow): LateFee => ({
  id: row.id,
  membershipId: row.membership_id,
  holder: row.holder,
  membershipInvoiceId: row.membership_invoice_id,
  overdueInvoiceNumber: row.overdue_invoice_number,
  invoiceId: row.invoice_id,
  number: row.invoice_number,
  feeDate: dayOf(row.fee_date),
  rateBp: row.rate_bp,
  amount: Number(row.amount_paise),
  issuedAt: iso(row.issued_at),
  status: row.status,
  paidAt: row.paid_at ? iso(row.paid_at) : null,
  creditNoteId: row.credit_note_id,
  creditNoteNumber: row.credit_note_number,
  reversalReason: row.reversal_reason,
});

/** The late fees' SQL functions (0084), called the same way in both modes. */
export function createLateFeeStore(call: SqlFunctionCaller) {
  const fees = async (name: string, args: Record<string, unknown>) =>
    (await call<LateFeeRow>(name, args)).filter((row) => row.id);
  return {
    owed: (today: string) => call<OwedRow>("membership_late_fees_owed", { p_today: today }),
    issue: async (input: {
      membershipInvoiceId: string;
      feeDate: string;
      rateBp: number;
      amount: Paise;
      issuedAt: Date;
      invoice: Record<string, unknown>;
    }) =>
      (
        await call<{ late_fee_id: string | null; newly_issued: boolean }>(
          "issue_membership_late_fee",
          {
            p_membership_invoice_id: input.membershipInvoiceId,
            p_fee_date: input.feeDate,
            p_rate_bp: input.rateBp,
            p_amount: input.amount,
            p_issued_at: input.issuedAt.toISOString(),
            p_invoice: JSON.stringify(input.invoice),
          },
        )
      )[0]?.newly_issued === true,
    of: async (membershipId: string | null) =>
      (await fees("membership_late_fees_of", { p_membership_id: membershipId })).map(reshape),
    byId: async (id: string) =>
      (await fees("membership_late_fees_of", { p_membership_id: null, p_id: id })).map(
        reshape,
      )[0] ?? null,
    settle: (id: string, method: string, reference: string, actor: string, at: Date) =>
      call<{ id: string; status: LateFee["status"] }>("settle_membership_late_fee", {
        p_id: id,
        p_method: method,
        p_reference: reference,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
    reverse: (id: string, reason: string, actor: string, at: Date) =>
      call<{ id: string; status: LateFee["status"] }>("reverse_membership_late_fee", {
        p_id: id,
        p_reason: reason,
        p_actor: actor,
        p_at: at.toISOString(),
      }),
  };
}
export type LateFeeStore = ReturnType<typeof createLateFeeStore>;

/** `7,080.00`: the PDF's fonts have no ₹ sign, so the amount is written as the totals are. */
const rupees = (amount: Paise) =>
  (amount / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const formatDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });

/**
 * The late fee's tax invoice: one line under the rent's SAC and rate, naming the invoice it is
 * late on; the fee itself is the total (GST included), the taxable value worked back from it.
 */
export function lateFeeInvoiceDraft(input: {
  supplier: Supplier;
  buyer: Parameters<typeof buildInvoice>[0]["buyer"];
  overdueNumber: string;
  dueDate: string;
  invoiceTotal: Paise;
  rateBp: number;
}): InvoiceDraft {
  const fee = lateFeeOf(input.invoiceTotal, input.rateBp);
  return buildInvoice({
    supplier: input.supplier,
    buyer: input.buyer,
    // Part of the value of the rent's supply: the right to use the club's premises.
    nature: { kind: "premises" },
    lines: [
      {
        description: `Late fee on invoice ${input.overdueNumber} (${input.rateBp / 100} % of its total ${rupees(input.invoiceTotal)}, unpaid ${LATE_FEE_AFTER_DAYS} days after ${formatDay(input.dueDate)})`,
        taxCode: SPACE_RENTAL,
        quantity: 1,
        taxableValue: taxableOfInclusive(fee, SPACE_RENTAL.gstPercent),
      },
    ],
    paid: fee,
  });
}

/**
 * Invoices every late fee owed at `now` (run by the billing run): each overdue invoice once,
 * whoever runs it and however often. Answers how many this call issued.
 */
export async function oweLateFeesWith(
  store: MembershipStore,
  fees: LateFeeStore,
  supplier: Supplier,
  now: Date,
): Promise<number> {
  let issued = 0;
  for (const owed of await fees.owed(clubToday(now))) {
    const row = await store.byId(owed.membership_id);
    if (!row) continue;
    const membership = reshapeMembership(row, false);
    const dueDate = dayOf(owed.due_date);
    const draft = lateFeeInvoiceDraft({
      supplier,
      buyer: buyerOf(membership.holder.name, membership.company, membership.holder),
      overdueNumber: owed.invoice_number,
      dueDate,
      invoiceTotal: Number(owed.invoice_total_paise),
      rateBp: owed.late_fee_bp,
    });
    const invoice = toInvoiceRecord(draft, {
      subject: "membership",
      subjectId: membership.id,
      userId: membership.holder.userId ?? undefined,
    });
    const fresh = await fees.issue({
      membershipInvoiceId: owed.membership_invoice_id,
      feeDate: addDaysToDate(dueDate, LATE_FEE_AFTER_DAYS),
      rateBp: owed.late_fee_bp,
      amount: draft.total,
      issuedAt: now,
      invoice,
    });
    if (fresh) issued += 1;
  }
  return issued;
}

/** Staff record a late fee paid at the desk; a paid or reversed one answers 409. */
export async function settleLateFeeWith(
  fees: LateFeeStore,
  id: string,
  payment: { method: DeskPaymentMethod; reference: string },
  actor: string,
  now: Date,
): Promise<LateFee> {
  const before = await fees.byId(id);
  if (!before) throw new MembershipError("not_found", LATE_FEE_TEXT.notFound);
  if (before.status !== "due") throw new MembershipError("conflict", LATE_FEE_TEXT.alreadySettled);
  await fees.settle(id, payment.method, payment.reference, actor, now);
  return (await fees.byId(id))!;
}

/** Staff reverse an unpaid late fee with a reason: its credit note; a paid one answers 409. */
export async function reverseLateFeeWith(
  fees: LateFeeStore,
  id: string,
  reason: string,
  actor: string,
  now: Date,
): Promise<LateFee> {
  const before = await fees.byId(id);
  if (!before) throw new MembershipError("not_found", LATE_FEE_TEXT.notFound);
  if (before.status !== "due") throw new MembershipError("conflict", LATE_FEE_TEXT.notDue);
  await fees.reverse(id, reason, actor, now);
  return (await fees.byId(id))!;
}
