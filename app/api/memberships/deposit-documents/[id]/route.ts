import { HttpError } from "@/lib/http";
import { depositDocumentPdfResponse } from "@/lib/invoices/deposit-pdf-response";
import { getDepositDocument } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";
import { isUuid } from "@/lib/validation/uuid";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** The holder's receipt (or refund voucher) of their security deposit, as a PDF. */
export const GET = apiRoute<{ id: string }>(
  { name: "GET /api/memberships/deposit-documents/[id]", rateLimit, member: "required" },
  async ({ params: { id }, member: { user } }) => {
    const doc = isUuid(id) ? await getDepositDocument(id, user.id) : null;
    if (!doc) throw new HttpError("not_found", "There is no such receipt.");
    return depositDocumentPdfResponse(doc);
  },
);
