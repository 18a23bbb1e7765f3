import { createRateLimit, HttpError } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { invoicePdfResponse } from "@/lib/invoices/pdf-response";
import { listInvoicesForUser } from "@/lib/payments";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "invoice-pdf", points: 60, durationSeconds: 300 });

/** One of the member's tax invoices or credit notes, as the PDF for their books. */
export const GET = apiRoute<{ id: string }>(
  { name: "GET /api/invoices/[id]", rateLimit, member: "required" },
  async ({ params: { id }, member: { user } }) => {
    const invoice = (await listInvoicesForUser(user.id)).find((doc) => doc.id === id);
    if (!invoice) throw new HttpError("not_found", "There is no such invoice.");
    return invoicePdfResponse(invoice);
  },
);
