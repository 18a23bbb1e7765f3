import { z } from "@/lib/zod";
import { createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { AUTH_TOASTS } from "@/lib/auth/messages";
import { findPaymentByOrder, PAYMENT_TEXT } from "@/lib/payments";
import { confirmCheckoutPayment } from "@/lib/settlement";

const rateLimit = createRateLimit({
  keyPrefix: "payment-confirm",
  points: 30,
  durationSeconds: 300,
});

const id = z.string().trim().min(1).max(64);
const proofSchema = z.object({ orderId: id, paymentId: id, signature: z.string().max(128) });

/**
 * The checkout's success callback: the signed trio is checked (HMAC of `order_id|payment_id`
 * with the key secret), the provider asked for the captured payment of the amount we priced,
 * and the hold settled once (the webhook may have settled it first). 200 `{ outcome, booking,
 * order }`: "confirmed", or "refunded" when the hold had lapsed and its slot or stock was taken
 * meanwhile. A booking's payment is its member's to confirm; a guest's store order has no member.
 */
export const POST = jsonPostRoute(
  { name: "POST /api/payments/confirm", schema: proofSchema, rateLimit, member: "optional" },
  async (proof, { member }) => {
    const record = await findPaymentByOrder(proof.orderId);
    if (record?.userId && !member) {
      throw new HttpError("unauthenticated", AUTH_TOASTS.authRequiredDescription);
    }
    if (!record || (record.userId !== null && record.userId !== member?.user.id)) {
      throw new HttpError("not_found", PAYMENT_TEXT.notYours);
    }
    const settled = await confirmCheckoutPayment(proof, record);
    return jsonOk({ outcome: settled.outcome, booking: settled.booking, order: settled.order });
  },
);
