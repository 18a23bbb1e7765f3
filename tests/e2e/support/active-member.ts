import { expect, request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { clubToday } from "@/lib/pricing";
import { mailedMessage, newMember, randomAddress, signInAsStaff } from "../helpers";

/** Staff's own signed-in request context, from its own address. */
export async function staffApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": randomAddress() },
  });
  await signInAsStaff(api, baseURL);
  return api;
}

/**
 * A new member holding a running membership, as the club makes one: staff offer a dedicated desk
 * from today, the member accepts it from the e-mailed link, staff mark the first invoice paid.
 */
export async function activeMember(baseURL: string, name: string) {
  const member = await newMember(baseURL, name);
  const staff = await staffApi(baseURL);
  const offered = await staff.post("/api/staff/memberships", {
    data: {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: clubToday(new Date()),
      holderName: name,
      holderEmail: member.email,
    },
  });
  expect(offered.status()).toBe(201);
  const { membership } = (await offered.json()) as { membership: { id: string } };
  const mail = await mailedMessage(member.email, /offer/i);
  const token = mail.text.match(/\/memberships\/offer\/([A-Za-z0-9_-]{43})/)?.[1];
  expect(token).toBeTruthy();
  expect(
    (await member.api.post(`/api/memberships/offer/${token}/accept`, { data: {} })).status(),
  ).toBe(200);
  const view = (await (await staff.get("/api/staff/memberships")).json()) as {
    invoices: { id: string; membershipId: string }[];
  };
  const first = view.invoices.find((invoice) => invoice.membershipId === membership.id);
  expect(first).toBeTruthy();
  const paid = await staff.post(`/api/staff/membership-invoices/${first!.id}/paid`, {
    data: { method: "NEFT", reference: "UTR-E2E-1" },
  });
  expect(paid.status()).toBe(200);
  return { ...member, staff };
}
