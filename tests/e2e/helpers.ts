import type { APIRequestContext, Page } from "@playwright/test";
import { E2E_STAFF_TOKEN } from "../../playwright.config";

/** A unique email per test: tests run in parallel against one database. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Rate limits key on the client address; each test gets its own (the server trusts the last
 * X-Forwarded-For entry, as a proxy would set it), so parallel tests don't share a budget.
 */
export async function ownClientAddress(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

type Row = Record<string, unknown>;

/** Reads stored rows back through the staff inbox API. */
export async function staffInbox(
  request: APIRequestContext,
): Promise<{ enquiries: Row[]; registrations: Row[] }> {
  const response = await request.get("/api/staff/inbox?limit=500", {
    headers: { Authorization: `Bearer ${E2E_STAFF_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`staff inbox answered ${response.status()}`);
  return response.json();
}
