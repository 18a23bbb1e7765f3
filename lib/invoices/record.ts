import type { GstSplit } from "@/lib/invoices/gst";
import type {
  InvoiceDraft,
  InvoiceLine,
  InvoiceSeries,
  IssuedInvoice,
  Supplier,
  TaxLine,
} from "@/lib/invoices/types";

/** What an invoice is for: a booking, a day pass, a store order, a membership or a pack, by its id. */
export type InvoiceSubject = {
  subject: "booking" | "day-pass" | "store-order" | "membership" | "pack";
  subjectId: string;
};

/** A row of public.invoices (0008_invoices.sql) as the database returns it. */
export type InvoiceRow = {
  id: string;
  series: InvoiceSeries;
  number: string;
  issued_at: string | Date;
  credit_note_for: string | null;
  supply: GstSplit["kind"];
  place_of_supply: string;
  supplier: Supplier;
  buyer_name: string;
  buyer_company: string | null;
  buyer_gstin: string | null;
  /** 0040: the buyer's address and its GST state code, where known. */
  buyer_address?: string | null;
  buyer_state?: string | null;
  lines: InvoiceLine[];
  tax_lines: TaxLine[];
  taxable_paise: number | string;
  round_off_paise?: number | string | null;
  total_paise: number | string;
  amount_in_words: string;
  tds_receivable_paise?: number | string | null;
};

const sumOf = (draft: InvoiceDraft, tax: "cgst" | "sgst" | "igst") =>
  draft.lines.reduce((total, line) => total + line[tax], 0);

/** The draft as the `p_invoice` argument of public.issue_invoice(): the table's columns. */
export function toInvoiceRecord(
  draft: InvoiceDraft,
  {
    subject,
    subjectId,
    userId,
    creditNoteFor,
  }: InvoiceSubject & {
    userId?: string;
    /** A credit note's original invoice (its id). */
    creditNoteFor?: string;
  },
) {
  return {
    user_id: userId ?? null,
    subject,
    subject_id: subjectId,
    credit_note_for: creditNoteFor ?? null,
    supply: draft.supply,
    place_of_supply: draft.placeOfSupply,
    supplier: draft.supplier,
    buyer_name: draft.buyer.name,
    buyer_company: draft.buyer.company ?? null,
    buyer_gstin: draft.buyer.gstin ?? null,
    buyer_address: draft.buyer.address ?? null,
    buyer_state: draft.buyer.stateCode ?? null,
    lines: draft.lines,
    tax_lines: draft.taxLines,
    taxable_paise: draft.taxableValue,
    cgst_paise: sumOf(draft, "cgst"),
    sgst_paise: sumOf(draft, "sgst"),
    igst_paise: sumOf(draft, "igst"),
    round_off_paise: draft.roundOff,
    total_paise: draft.total,
    amount_in_words: draft.amountInWords,
  };
}

/**
 * A stored row back to the invoice the PDF prints. `originalNumber`: a credit note's invoice
 * number, read by the caller from `credit_note_for`.
 */
export function fromInvoiceRow(row: InvoiceRow, originalNumber?: string): IssuedInvoice {
  return {
    series: row.series,
    number: row.number,
    issuedAt: new Date(row.issued_at),
    creditNoteFor: originalNumber,
    supply: row.supply,
    placeOfSupply: row.place_of_supply,
    supplier: row.supplier,
    buyer: {
      name: row.buyer_name,
      company: row.buyer_company ?? undefined,
      gstin: row.buyer_gstin ?? undefined,
      address: row.buyer_address ?? undefined,
      stateCode: row.buyer_state ?? undefined,
    },
    lines: row.lines,
    taxLines: row.tax_lines,
    // bigint columns come back as strings from some drivers; the values fit a safe integer.
    taxableValue: Number(row.taxable_paise),
    roundOff: Number(row.round_off_paise ?? 0),
    total: Number(row.total_paise),
    amountInWords: row.amount_in_words,
    // Only a membership invoice whose holder deducts TDS has one (0048).
    ...(Number(row.tds_receivable_paise ?? 0) > 0
      ? { tdsReceivable: Number(row.tds_receivable_paise) }
      : {}),
  };
}
