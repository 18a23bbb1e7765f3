import "server-only";
import { depositDocumentFilename, renderDepositDocumentPdf } from "@/lib/invoices/deposit-pdf";
import type { DepositDocument } from "@/lib/invoices/types";

/** A deposit's receipt or refund voucher as a PDF download, never cached (it names the payer). */
export async function depositDocumentPdfResponse(doc: DepositDocument): Promise<Response> {
  const pdf = await renderDepositDocumentPdf(doc);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${depositDocumentFilename(doc)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
