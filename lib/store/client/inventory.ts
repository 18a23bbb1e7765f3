import { callApi, NETWORK_ERROR_MESSAGE } from "@/lib/api-client";
import { httpErrorMessage } from "@/lib/store/messages";
import type { VariantStock } from "@/lib/store/types";

/** Fresh stock from our GET /api/inventory; throws an Error whose message is for the shopper. */
export async function fetchStock(
  productIds: string[],
  signal?: AbortSignal,
): Promise<VariantStock[]> {
  const query = new URLSearchParams();
  for (const id of productIds) query.append("product_ids[]", id);
  const answer = await callApi<{ variants?: VariantStock[] }>(
    `/api/inventory?${query}`,
    { signal },
    ({ status, statusText }) =>
      status === 0 ? NETWORK_ERROR_MESSAGE : httpErrorMessage(status, statusText),
  );
  if (answer.ok && Array.isArray(answer.variants)) return answer.variants;
  throw new Error(answer.ok ? httpErrorMessage(200, "OK") : answer.message);
}
