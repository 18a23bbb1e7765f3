import { createRateLimit, errorResponse, jsonOk, parseOrThrow } from "@/lib/http";
import { getStock } from "@/lib/store";
import { inventoryQuerySchema } from "@/lib/store/checkout-schema";
import { toHttpError } from "@/lib/store/http";

export const runtime = "nodejs";
export const dynamic = "force-dynamic";

const rateLimit = createRateLimit({ keyPrefix: "inventory", points: 240, durationSeconds: 60 });

/** GET /api/inventory?product_ids[]=…: fresh stock for the listing, product page and cart. */
export async function GET(request: Request): Promise<Response> {
  try {
    await rateLimit.consume(request);
    const { product_ids } = parseOrThrow(inventoryQuerySchema, {
      product_ids: new URL(request.url).searchParams.getAll("product_ids[]"),
    });
    const variants = await getStock(product_ids).catch((error: unknown) => {
      throw toHttpError(error);
    });
    return jsonOk({ variants });
  } catch (error) {
    return errorResponse(error, "GET /api/inventory");
  }
}
