import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { renderInvoicePdf } from "@/lib/invoices/pdf";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import { pdfTexts } from "../../support/pdf-texts";

/**
 * A stored invoice's PDF as text laid out as printed (pdftotext -layout), so a test can read a
 * line across its columns; the PDF's text runs where the machine has no pdftotext.
 */
export async function invoiceLayoutText(row: InvoiceRow): Promise<string> {
  const pdf = await renderInvoicePdf(fromInvoiceRow(row));
  if (!existsSync("/usr/bin/pdftotext")) return (await pdfTexts([pdf]))[0]!;
  const file = path.join(mkdtempSync(path.join(tmpdir(), "membership-invoice-")), "invoice.pdf");
  writeFileSync(file, pdf);
  return execFileSync("/usr/bin/pdftotext", ["-layout", file, "-"]).toString();
}
