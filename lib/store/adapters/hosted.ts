import "server-only";
import type { z } from "zod";
import {
  checkoutShape,
  productPageShape,
  productShape,
  stockShape,
} from "@/lib/store/adapters/hosted-shapes";
import {
  StoreError,
  StoreHttpError,
  StoreTimeoutError,
  StoreUnavailableError,
} from "@/lib/store/errors";
import type { StorePort } from "@/lib/store/port";
import type { ProductQuery } from "@/lib/store/types";

export type HostedStoreOptions = {
  apiUrl: string;
  storeId: string;
  /** Every call gives up after this long. */
  timeoutMs?: number;
  /** Listings and products are cached on the server this long; stock never is. */
  revalidateSeconds?: number;
  fetch?: typeof fetch;
};

type CallInit = RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };

// A DOMException, which need not be an Error of this realm: read its name.
const isTimeout = (error: unknown) => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === "TimeoutError" || name === "AbortError";
};

function listingQuery(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const id of query.ids ?? []) params.append("ids[]", id);
  if (query.offset !== undefined) params.set("offset", String(query.offset));
  if (query.limit !== undefined) params.set("limit", String(query.limit));
  if (query.order) params.set("order", query.order);
  if (query.sort_by) params.set("sort_by", query.sort_by);
  if (query.is_hidden !== undefined) params.set("is_hidden", String(query.is_hidden));
  if (query.to_date) params.set("to_date", query.to_date);
  return params;
}

/** The hosted store API of spec section 7, call for call. */
export function createHostedStoreAdapter({
  apiUrl,
  storeId,
  timeoutMs = 8000,
  revalidateSeconds = 60,
  fetch: fetchImpl = globalThis.fetch,
}: HostedStoreOptions): StorePort {
  const base = `${apiUrl.replace(/\/+$/, "")}/store/${encodeURIComponent(storeId)}`;
  const cached: CallInit = { next: { revalidate: revalidateSeconds, tags: ["store"] } };
  const fresh: CallInit = { cache: "no-store" };

  async function call<S extends z.ZodType>(
    path: string,
    shape: S,
    init: CallInit,
    query?: URLSearchParams,
  ): Promise<z.output<S>> {
    const search = query?.toString();
    const url = `${base}${path}${search ? `?${search}` : ""}`;
    try {
      const response = await fetchImpl(url, {
        ...init,
        headers: { Accept: "application/json", ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new StoreHttpError(response.status, response.statusText);
      const body: unknown = await response.json().catch((error: unknown) => {
        if (isTimeout(error)) throw error;
        // It answered, but not with JSON (a proxy's error page, say): not "unreachable".
        throw new StoreUnavailableError("The store answered with something that is not JSON.", {
          cause: error,
        });
      });
      const parsed = shape.safeParse(body);
      if (!parsed.success) {
        throw new StoreUnavailableError("The store answered in an unexpected shape.", {
          cause: parsed.error,
        });
      }
      return parsed.data;
    } catch (error) {
      if (error instanceof StoreError) throw error;
      if (isTimeout(error)) throw new StoreTimeoutError({ cause: error });
      throw new StoreUnavailableError("The store could not be reached.", { cause: error });
    }
  }

  return {
    listProducts: (query = {}) => call("/products", productPageShape, cached, listingQuery(query)),

    async getProduct(id, options = {}) {
      const query = new URLSearchParams();
      if (options.field) query.set("field", options.field);
      try {
        return await call(`/products/${encodeURIComponent(id)}`, productShape, cached, query);
      } catch (error) {
        if (error instanceof StoreHttpError && error.status === 404) return null;
        throw error;
      }
    },

    getStock(productIds) {
      const query = new URLSearchParams({ fields: "inventory_quantity" });
      for (const id of productIds) query.append("product_ids[]", id);
      return call("/variants", stockShape, fresh, query);
    },

    async checkout({ items, successUrl, cancelUrl, locale, timeZone }) {
      const { url } = await call("/checkout", checkoutShape, {
        ...fresh,
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ items, successUrl, cancelUrl, locale, timeZone }),
      });
      return { url };
    },

    // The hosted store keeps its orders (and its own receipts); the site has none to show.
    getOrder: async () => null,
    listOrdersByUser: async () => [],
  };
}
