import { jsonOk } from "@/lib/http";
import { confirmInvoicePayment } from "@/lib/memberships";
import { memberMembershipRateLimit as rateLimit } from "@/lib/memberships/routes";
import { jsonPostRoute } from "@/lib/route";
import { paymentProofSchema } from "@/lib/validation/membership";

/** Razorpay Checkout's success callback for a membership invoice: verified, then settled once. */
export const POST = jsonPostRoute<typeof paymentProofSchema, { id: string }>(
  {
    name: "POST /api/memberships/invoices/[id]/confirm",
    schema: paymentProofSchema,
    rateLimit,
    member: "required",
  },
  async (proof, { params: { id }, member }) =>
    jsonOk({ invoice: await confirmInvoicePayment(id, proof, member.user.id, new Date()) }),
);
