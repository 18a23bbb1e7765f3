import type { TaxCode } from "@/lib/invoices/tax-codes";
import type { Paise } from "@/lib/pricing/money";

/** Who issues the invoice: the club, as printed (a snapshot, so a later change never rewrites it). */
export type Supplier = { legalName: string; address: string; gstin: string };

/**
 * Who pays. A GSTIN (and company) only when given at checkout, for the company's books. The
 * address and its GST state code when known (a membership's billing address): CGST rule 46(e)
 * asks a registered recipient's address and state with its code, 46(f) an unregistered one's.
 */
export type Buyer = {
  name: string;
  company?: string;
  gstin?: string;
  address?: string;
  stateCode?: string;
};

export type InvoiceLineInput = {
  description: string;
  taxCode: TaxCode;
  quantity: number;
  /** The line's value before GST, in paise. */
  taxableValue: Paise;
  /**
   * What the owner's revenue counts it as, when its subject and code do not say (0078's
   * owner_revenue_by_month reads it): a pack's sale is "packs".
   */
  product?: "packs";
};

export type InvoiceLine = InvoiceLineInput & {
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
};

/** One row of the tax summary, e.g. { label: "CGST @ 9%", amount: 6372 }. */
export type TaxLine = { label: string; amount: Paise };

/** Everything an invoice says except its number and date, which the database gives it. */
export type InvoiceDraft = {
  supply: "intra-state" | "inter-state";
  /** The state code of the place of supply. */
  placeOfSupply: string;
  supplier: Supplier;
  buyer: Buyer;
  lines: InvoiceLine[];
  taxLines: TaxLine[];
  taxableValue: Paise;
  /**
   * What brings the lines' sum to the amount paid, under a rupee either way: for prices that
   * include GST, no whole-paise taxable value may add back to the price exactly. 0 otherwise.
   */
  roundOff: Paise;
  total: Paise;
  amountInWords: string;
};

export type InvoiceSeries = "invoice" | "credit_note";

export type IssuedInvoice = InvoiceDraft & {
  series: InvoiceSeries;
  number: string;
  issuedAt: Date;
  /** A credit note's original invoice number. */
  creditNoteFor?: string;
  /**
   * Income tax the buyer deducts at source from the rent (a membership's TDS, 0048): printed
   * under the total with the net payable. Absent or 0 when none.
   */
  tdsReceivable?: Paise;
};

/**
 * A refundable security deposit's own document (0041): a receipt when paid, a refund voucher when
 * returned. Not a supply, so no GST, no SAC and no place of supply: it is on no tax invoice.
 */
export type DepositDocument = {
  kind: "receipt" | "refund_voucher";
  number: string;
  issuedAt: Date;
  supplier: Supplier;
  payer: { name: string; company?: string; address?: string; gstin?: string };
  /** The deposit held. */
  deposit: Paise;
  /** What this document moves: received (receipt) or paid back (voucher). */
  amount: Paise;
  /** A voucher's deduction, and why. */
  deduction: Paise;
  deductionReason?: string;
  method?: string;
  reference?: string;
};
