import { jsonOk } from "@/lib/http";
import { setPackPrice } from "@/lib/packs";
import { jsonPostRoute } from "@/lib/route";
import { assertStaff } from "@/lib/staff/access";
import { packPriceSchema } from "@/lib/packs/schema";
import { deskRateLimit } from "../../_lib/staff-route";

/**
 * The owner sets a pack's price before GST, in whole rupees (`{ product, rupees }`): sold at it
 * from the next purchase; packs bought already keep theirs. Staff only (403). 200 `{ ok }`.
 */
export const POST = jsonPostRoute(
  {
    name: "POST /api/staff/packs/prices",
    schema: packPriceSchema,
    rateLimit: deskRateLimit,
    member: "required",
    authorize: assertStaff,
  },
  async ({ product, rupees }, { member }) => {
    await setPackPrice(product, rupees * 100, member);
    return jsonOk({ ok: true });
  },
);
