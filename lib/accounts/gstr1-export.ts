import "server-only";
import { gstr1Csv, gstr1Sections, type MonthDocument } from "@/lib/invoices/gstr1";
import type { DepositDocument } from "@/lib/invoices/types";
import { listDepositDocumentsIssued } from "@/lib/memberships";
import { listInvoicesIssued } from "@/lib/payments";
import { addDaysToDate, addMonthsToDate } from "@/lib/pricing/club-time";

/** Where the month's documents come from: the invoice records and the deposit documents. */
export type MonthSources = {
  invoicesIssued(from: string, to: string): Promise<MonthDocument[]>;
  depositDocumentsIssued(from: string, to: string): Promise<DepositDocument[]>;
};

/** `2026-12` to its first and last club dates. */
export function monthSpan(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDaysToDate(addMonthsToDate(from, 1), -1) };
}

/** The accountant's month (`yyyy-mm`) as GSTR-1's CSV, from `sources`. */
export async function gstr1MonthCsvWith(sources: MonthSources, month: string): Promise<string> {
  const { from, to } = monthSpan(month);
  const [documents, deposits] = await Promise.all([
    sources.invoicesIssued(from, to),
    sources.depositDocumentsIssued(from, to),
  ]);
  return gstr1Csv(gstr1Sections({ from, to, documents, deposits }));
}

/** The same, from the club's own records. */
export function gstr1MonthCsv(month: string): Promise<string> {
  return gstr1MonthCsvWith(
    { invoicesIssued: listInvoicesIssued, depositDocumentsIssued: listDepositDocumentsIssued },
    month,
  );
}
