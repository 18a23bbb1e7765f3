import { createRateLimit, jsonOk, parseOrThrow } from "@/lib/http";
import { apiRoute } from "@/lib/route";
import { getStock } from "@/lib/store";
import { inventoryQuerySchema } from "@/lib/store/checkout-schema";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "inventory", points: 240, durationSeconds: 60 });

/** GET /api/inventory?product_ids[]=…: fresh stock for the listing, product page and cart. */
export const GET = apiRoute({ name: "GET /api/inventory", rateLimit }, async ({ request }) => {
  const { product_ids } = parseOrThrow(inventoryQuerySchema, {
    product_ids: new URL(request.url).searchParams.getAll("product_ids[]"),
  });
  return jsonOk({ variants: await getStock(product_ids) });
});
