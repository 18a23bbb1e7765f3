import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Page,
} from "@playwright/test";
import { E2E_STAFF, E2E_STAFF_TOKEN } from "../../playwright.config";

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

/** The password of every account the tests make through the API. */
export const E2E_PASSWORD = "lotus-e2e-Walnut-4821";

const randomOctet = () => Math.floor(Math.random() * 250) + 1;

/**
 * Signs `request` (a page's or a context's, so its browser shares the cookie) in as an account,
 * making it first if no test has yet. Sign-up answers alike for new and taken addresses, so the
 * sign-in is what tells.
 */
export async function signInAs(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; name: string },
) {
  const headers = {
    origin: baseURL,
    "x-forwarded-for": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`,
  };
  await request.post("/api/auth/signup", {
    headers,
    data: { email: account.email, password: E2E_PASSWORD, name: account.name },
  });
  const signin = await request.post("/api/auth/signin", {
    headers,
    data: { email: account.email, password: E2E_PASSWORD, remember: true },
  });
  if (!signin.ok()) throw new Error(`sign-in as ${account.email} answered ${signin.status()}`);
}

/** Signs in as one of the club's staff (playwright.config.ts E2E_STAFF). */
export const signInAsStaff = (request: APIRequestContext, baseURL: string, which: 0 | 1 = 0) =>
  signInAs(request, baseURL, E2E_STAFF[which]);

/** A random client address, so a test's rate limits are its own (the server trusts one proxy hop). */
export const randomAddress = () =>
  `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

/** A new member with their own signed-in request context (cookies kept), from their own address. */
export async function newMember(baseURL: string, name = "Asha Verma") {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": randomAddress() },
  });
  const email = uniqueEmail("member");
  const response = await api.post("/api/auth/signup", {
    data: { email, password: E2E_PASSWORD, name, userQuery: "Meeting rooms" },
  });
  expect(response.status()).toBe(201);
  return { api, email, name };
}
