import { z } from "@/lib/zod";
import { ConflictError, createRateLimit, HttpError, jsonOk } from "@/lib/http";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { getDeskOrders, HOSTED_ORDERS_MESSAGE } from "@/lib/store";

const rateLimit = createRateLimit({ keyPrefix: "staff-orders", points: 120, durationSeconds: 300 });

const NOT_WAITING = "This order is not waiting to be collected: it was handed over already.";

/** Records that an embedded store order was handed over at the front desk: 200 `{ collected }`. */
export const POST = jsonPostRoute<z.ZodObject, { id: string }>(
  {
    name: "POST /api/staff/orders/[id]/collected",
    schema: z.object({}),
    rateLimit,
    member: "required",
  },
  async (_values, { params: { id }, member }) => {
    await assertStaff(member);
    const orders = getDeskOrders();
    if (!orders) throw new HttpError("not_implemented", HOSTED_ORDERS_MESSAGE);
    if (!(await orders.markCollected(id))) throw new ConflictError(NOT_WAITING);
    return jsonOk({ collected: true });
  },
);
