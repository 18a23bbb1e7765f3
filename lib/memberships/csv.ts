import "server-only";
import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
import { placeOfSupplyLabel } from "@/lib/validation/states";
import { paiseToRupees } from "@/lib/pricing/money";
import { clubToday } from "@/lib/pricing/club-time";
import { neutraliseFormula } from "@/lib/staff/csv";
import type { MembershipInvoiceRow } from "@/lib/memberships/rows";

export const INVOICE_CSV_COLUMNS = [
  "Invoice number",
  "Date",
  "Customer",
  "GSTIN",
  "Place of supply",
  "Taxable value",
  "CGST",
  "SGST",
  "IGST",
  "Total",
  "Security deposit (no GST)",
  "Amount due",
  "Status",
] as const;

/** Rupees with two decimals, as an accountant's spreadsheet reads them. */
const rupees = (paise: number | string | null) => paiseToRupees(Number(paise ?? 0)).toFixed(2);

const neutralised = (cells: string[]) => cells.map(neutraliseFormula);

/**
 * One row of the accountant's CSV: a tax invoice, its figures as printed, then the deposit
 * collected with it apart (not a supply: on no tax invoice, its own receipt) and the amount due,
 * so Total + deposit = Amount due = what the staff page counts as paid. Every text cell is
 * neutralised as the lead export's are.
 */
export function invoiceRecord(row: MembershipInvoiceRow): string[] {
  return [
    row.number ?? "",
    clubToday(new Date(row.issued_at)),
    row.buyer_company ?? row.holder_name,
    row.buyer_gstin ?? "",
    row.place_of_supply ? placeOfSupplyLabel(row.place_of_supply) : "",
    rupees(row.rent_paise),
    rupees(row.cgst_paise),
    rupees(row.sgst_paise),
    rupees(row.igst_paise),
    rupees(row.invoice_total_paise),
    rupees(row.deposit_paise),
    rupees(row.amount_due_paise),
    row.status,
  ];
}

/**
 * The accountant's CSV, streamed: rows are pulled from `rows` only as fast as they are sent, so the file
 * of three years' invoices holds one page of them in memory (lib/memberships/invoice-export.ts).
 */
export function invoicesCsvStream(
  rows: AsyncIterable<MembershipInvoiceRow>,
): ReadableStream<Uint8Array> {
  const records = Readable.from(
    (async function* () {
      yield neutralised([...INVOICE_CSV_COLUMNS]);
      for await (const row of rows) yield neutralised(invoiceRecord(row));
    })(),
  );
  const csv = stringify();
  records.on("error", (error) => csv.destroy(error));
  return Readable.toWeb(records.pipe(csv)) as ReadableStream<Uint8Array>;
}
