import { checkoutBuyerSchema } from "@/lib/validation/booking";
import { invoiceBuyerOf } from "@/lib/validation/invoice-address";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { PAYMENT_TEXT } from "@/lib/payments";
import { isPayableOrder, startStoreOrderPayment } from "@/lib/store";
import { getOrder, isOwnOrder } from "@/lib/store";

const rateLimit = createRateLimit({ keyPrefix: "order-pay", points: 20, durationSeconds: 300 });

/**
 * Paying a store order online (from its page after checkout, again after a closed checkout or a
 * failed payment): a provider order for the order's total, with the company and GSTIN its tax
 * invoice is to name, if any. 409 once it is paid or has lapsed.
 */
export const POST = jsonPostRoute<typeof checkoutBuyerSchema, { id: string }>(
  { name: "POST /api/orders/[id]/pay", schema: checkoutBuyerSchema, rateLimit, member: "optional" },
  async (values, { params: { id }, member }) => {
    const order = await getOrder(id);
    if (!order || !isOwnOrder(order, member?.user.id ?? null)) {
      throw new HttpError("not_found", "There is no such order.");
    }
    if (!isPayableOrder(order)) throw new ConflictError(PAYMENT_TEXT.orderNotHeld);
    const buyer = invoiceBuyerOf(values);
    return jsonOk({ order, payment: await startStoreOrderPayment(order, buyer) });
  },
);
