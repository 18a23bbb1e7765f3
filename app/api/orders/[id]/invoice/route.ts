import { createRateLimit, HttpError } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { invoicePdfResponse } from "@/lib/invoices/pdf-response";
import { listInvoicesForSubject } from "@/lib/payments";
import { getOrder, isOwnOrder } from "@/lib/store";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "invoice-pdf", points: 60, durationSeconds: 300 });

/** The tax invoice of a store order paid online, for whoever may see the order (a guest too). */
export const GET = apiRoute<{ id: string }>(
  { name: "GET /api/orders/[id]/invoice", rateLimit, member: "optional" },
  async ({ params: { id }, member }) => {
    const order = await getOrder(id);
    const invoice =
      order && isOwnOrder(order, member?.user.id ?? null)
        ? (await listInvoicesForSubject(order.id)).find((doc) => doc.series === "invoice")
        : undefined;
    if (!invoice) throw new HttpError("not_found", "There is no such invoice.");
    return invoicePdfResponse(invoice);
  },
);
