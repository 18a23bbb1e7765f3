import { decodeCursor } from "@/lib/staff/cursor";
import {
  LEAD_STATUSES,
  LEAD_TYPES,
  type InboxCursor,
  type InboxFilter,
  type LeadStatus,
  type LeadType,
} from "@/lib/staff/types";

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

const read = (params: Params, name: string): string | undefined => {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
};

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.find((v) => v === value);

/** Longer searches are cut: nobody's name, e-mail or phone is longer. */
export const MAX_SEARCH_LENGTH = 100;

/**
 * The inbox's filter and page from the query string of the console page or the export link. Unknown
 * values are dropped rather than refused: a hand-edited URL still shows a list.
 */
export function parseInboxQuery(params: Params): { filter: InboxFilter; after?: InboxCursor } {
  const search = read(params, "q")?.slice(0, MAX_SEARCH_LENGTH);
  return {
    filter: {
      type: oneOf<LeadType>(LEAD_TYPES, read(params, "type")),
      status: oneOf<LeadStatus>(LEAD_STATUSES, read(params, "status")),
      search,
      overdue: read(params, "overdue") === "1" || undefined,
    },
    after: decodeCursor(read(params, "after")),
  };
}

/** The query string of `filter` (and a page), the inverse of `parseInboxQuery`. */
export function inboxQueryString(filter: InboxFilter, after?: string): string {
  const params = new URLSearchParams();
  if (filter.type) params.set("type", filter.type);
  if (filter.status) params.set("status", filter.status);
  if (filter.search) params.set("q", filter.search);
  if (filter.overdue) params.set("overdue", "1");
  if (after) params.set("after", after);
  const query = params.toString();
  return query ? `?${query}` : "";
}
