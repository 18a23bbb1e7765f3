import { HttpError } from "@/lib/http";
import { invoicePdfResponse } from "@/lib/invoices/pdf-response";
import { getMembershipTaxInvoice, MEMBERSHIP_TEXT } from "@/lib/memberships";
import { staffMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { apiRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { isUuid } from "@/lib/validation/uuid";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

/** Staff's copy of a membership's tax invoice PDF (members download theirs at /api/invoices/[id]). */
export const GET = apiRoute<{ id: string }>(
  {
    name: "GET /api/staff/membership-invoices/[id]/pdf",
    rateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ params: { id } }) => {
    const invoice = isUuid(id) ? await getMembershipTaxInvoice(id) : null;
    if (!invoice) throw new HttpError("not_found", MEMBERSHIP_TEXT.invoiceNotFound);
    return invoicePdfResponse(invoice);
  },
);
