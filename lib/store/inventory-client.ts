import { NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { httpErrorMessage } from "@/lib/store/messages";
import type { VariantStock } from "@/lib/store/types";

/** Fresh stock from our GET /api/inventory; throws an Error whose message is for the shopper. */
export async function fetchStock(
  productIds: string[],
  signal?: AbortSignal,
): Promise<VariantStock[]> {
  const query = new URLSearchParams();
  for (const id of productIds) query.append("product_ids[]", id);
  let response: Response;
  try {
    response = await fetch(`/api/inventory?${query}`, { cache: "no-store", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(NETWORK_ERROR_MESSAGE);
  }
  const body = (await response.json().catch(() => null)) as {
    ok?: boolean;
    message?: unknown;
    variants?: VariantStock[];
  } | null;
  if (response.ok && body?.ok === true && Array.isArray(body.variants)) return body.variants;
  throw new Error(
    typeof body?.message === "string" && body.message
      ? body.message
      : httpErrorMessage(response.status, response.statusText),
  );
}
