import { jsonOk } from "@/lib/http";
import { startInvoicePayment } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { z } from "@/lib/zod";

/** "Pay ₹… now": the order Razorpay Checkout opens with (or the front desk's word). */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/memberships/invoices/[id]/pay",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_body, { params: { id }, member }) =>
    jsonOk({ payment: await startInvoicePayment(id, member.user.id) }),
);
