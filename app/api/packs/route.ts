import { requireVerifiedEmail } from "@/lib/auth/member";
import { ConflictError, createRateLimit, jsonOk } from "@/lib/http";
import { buyPack, PACK_TEXT } from "@/lib/packs";
import { jsonPostRoute } from "@/lib/route";
import { invoiceBuyerOf } from "@/lib/validation/invoice-address";
import { packPurchaseSchema } from "@/lib/packs/schema";

const rateLimit = createRateLimit({ keyPrefix: "packs", points: 20, durationSeconds: 300 });

/**
 * A prepaid pack for the signed-in member (401 when signed out), priced here at today's price
 * whatever the browser showed, once they have said they understand it is non-refundable: 200
 * `{ pack, payment }`, the provider's order for the browser's checkout. 409 when payments are
 * taken at the front desk; 503 when the provider cannot be reached.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/packs",
    schema: packPurchaseSchema,
    rateLimit,
    member: "required",
    authorize: requireVerifiedEmail,
  },
  async (values, { member }) => {
    const bought = await buyPack(values.product, member, invoiceBuyerOf(values));
    if (!bought) throw new ConflictError(PACK_TEXT.offline);
    return jsonOk(bought);
  },
);
