import { isUuid } from "@/lib/validation/uuid";
import type { StaffMembershipsPages } from "@/lib/memberships/types";

/** Each list of "Members and billing" and its query parameter (the id of the row shown last). */
export const STAFF_PAGE_PARAMS = {
  memberships: "memberships",
  invoices: "invoices",
  overdue: "overdue",
  depositsToRefund: "deposits",
} as const satisfies Record<keyof StaffMembershipsPages, string>;

export type StaffPagesList = keyof typeof STAFF_PAGE_PARAMS;

/** The page of each list named in the query string; anything not an id is the first page. */
export function parseStaffPages(
  params: Record<string, string | string[] | undefined>,
): StaffMembershipsPages {
  const pages: StaffMembershipsPages = {};
  for (const [list, name] of Object.entries(STAFF_PAGE_PARAMS) as [StaffPagesList, string][]) {
    const value = params[name];
    if (typeof value === "string" && isUuid(value)) pages[list] = value;
  }
  return pages;
}

/** The address of one list's page after the row `after` (its first page without it), at its section. */
export function staffPageHref(list: StaffPagesList, after?: string): string {
  const name = STAFF_PAGE_PARAMS[list];
  return `/staff/members${after ? `?${name}=${after}` : ""}#${name}`;
}
