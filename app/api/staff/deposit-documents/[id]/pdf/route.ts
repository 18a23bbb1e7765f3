import { HttpError } from "@/lib/http";
import { depositDocumentPdfResponse } from "@/lib/invoices/deposit-pdf-response";
import { getDepositDocument } from "@/lib/memberships";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { isUuid } from "@/lib/validation/uuid";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Staff's copy of any membership's deposit receipt or refund voucher PDF. */
export const GET = apiRoute<{ id: string }>(
  {
    name: "GET /api/staff/deposit-documents/[id]/pdf",
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ params: { id } }) => {
    const doc = isUuid(id) ? await getDepositDocument(id, null) : null;
    if (!doc) throw new HttpError("not_found", "There is no such receipt.");
    return depositDocumentPdfResponse(doc);
  },
);
