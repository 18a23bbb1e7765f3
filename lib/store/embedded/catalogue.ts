import "server-only";
import { withShownPrice } from "@/lib/store/price";
import type { Product, ProductPage, ProductQuery, ProductRecord } from "@/lib/store/types";

export const DEFAULT_PAGE_SIZE = 48;

const sorters: Record<string, (a: Product, b: Product) => number> = {
  order: (a, b) => a.order - b.order,
  price: (a, b) => a.price_in_cents - b.price_in_cents,
  created_at: (a, b) => a.created_at.localeCompare(b.created_at),
  title: (a, b) => a.title.localeCompare(b.title),
};

/**
 * The listing call's query, answered from the local catalogue as the hosted store would: ids,
 * visibility, a creation cut-off, sorting and one page of results with the total count.
 */
export function queryCatalogue(records: ProductRecord[], query: ProductQuery = {}): ProductPage {
  const ids = query.ids?.length ? new Set(query.ids) : null;
  const toDate = query.to_date ? Date.parse(query.to_date) : Number.NaN;
  const matching = records
    .filter((p) => p.deleted_at === null)
    .filter((p) => (ids ? ids.has(p.id) : true))
    // Hidden products are reachable by id but left out of the listing unless asked for.
    .filter((p) =>
      query.is_hidden === undefined
        ? ids !== null || p.status !== "hidden"
        : (p.status === "hidden") === query.is_hidden,
    )
    .filter((p) => (Number.isNaN(toDate) ? true : Date.parse(p.created_at) <= toDate))
    .map(withShownPrice);

  const sort = sorters[query.sort_by ?? "order"] ?? sorters.order!;
  const direction = query.order === "DESC" ? -1 : 1;
  matching.sort((a, b) => direction * sort(a, b) || a.order - b.order);

  const offset = Math.max(0, query.offset ?? 0);
  const limit = Math.max(1, query.limit ?? DEFAULT_PAGE_SIZE);
  return {
    count: matching.length,
    offset,
    limit,
    products: matching.slice(offset, offset + limit),
  };
}

export function findProduct(records: ProductRecord[], id: string): Product | null {
  const record = records.find((p) => p.id === id && p.deleted_at === null);
  return record ? withShownPrice(record) : null;
}
