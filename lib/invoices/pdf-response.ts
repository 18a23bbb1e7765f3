import "server-only";
import { invoiceFilename, renderInvoicePdf } from "@/lib/invoices/pdf";
import type { IssuedInvoice } from "@/lib/invoices/types";

/** An invoice or credit note as a PDF download, never cached (it names the buyer). */
export async function invoicePdfResponse(invoice: IssuedInvoice): Promise<Response> {
  const pdf = await renderInvoicePdf(invoice);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFilename(invoice)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
