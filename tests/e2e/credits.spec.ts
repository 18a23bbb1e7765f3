import { expect, test, type Page } from "@playwright/test";
import { addDaysToDate, clubToday, isWeekday } from "@/lib/pricing";
import {
  mailedMessage,
  ownClientAddress,
  signInAsStaff,
  signUpAndIn,
  uniqueEmail,
} from "./helpers";

/**
 * Issue 38 at 375 px on the main build (payment at the front desk): a member whose membership
 * runs, with room credit, sees the member rate beside the list price on the meeting-room page,
 * books a room paid wholly by credit (nothing to pay), and the dashboard shows the credit used.
 */
const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const line = (page: Page, key: string) => page.getByTestId(`quote-${key}`);

/** A random weekday between 5 days and 7 weeks ahead, so parallel tests rarely meet. */
function randomWeekday(): string {
  let date = addDaysToDate(clubToday(new Date()), 5 + Math.floor(Math.random() * 44));
  while (!isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

test("a member with room credit books a room at the member rate and pays nothing", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const site = baseURL!;
  const origin = { origin: site };
  await ownClientAddress(page);
  await page.context().addCookies([{ name: "cookieConsent", value: CONSENTED, url: site }]);
  const email = uniqueEmail("credit-member");
  await signUpAndIn(
    page.request,
    site,
    { email, name: "Meera Rao", userQuery: "Meeting rooms" },
    { verify: true },
  );

  // Staff offer a desk from today; the member accepts; staff record the first invoice paid.
  const staffContext = await browser.newContext({ baseURL: site });
  const staff = staffContext.request;
  await signInAsStaff(staff, site);
  const made = await staff.post("/api/staff/memberships", {
    headers: origin,
    data: {
      plan: "dedicated-desk",
      seats: 1,
      term: "monthly",
      startDate: clubToday(new Date()),
      holderName: "Meera Rao",
      holderEmail: email,
    },
  });
  expect(made.status()).toBe(201);
  const { membership } = (await made.json()) as { membership: { id: string } };
  const offer = await mailedMessage(email, /membership offer/i);
  const token = /\/memberships\/offer\/([A-Za-z0-9_-]{43})/.exec(offer.text)![1];
  const accepted = await page.request.post(`/api/memberships/offer/${token}/accept`, {
    headers: origin,
    data: { billingAddress: "14 Sector 50, Noida 201301", billingState: "09" },
  });
  expect(accepted.ok()).toBe(true);
  const listed = (await (await staff.get("/api/staff/memberships")).json()) as {
    invoices: { id: string; membershipId: string }[];
  };
  const first = listed.invoices.find((i) => i.membershipId === membership.id)!;
  const paid = await staff.post(`/api/staff/membership-invoices/${first.id}/paid`, {
    headers: origin,
    data: { method: "UPI", reference: "UTR-E2E-CREDIT" },
  });
  expect(paid.ok()).toBe(true);
  // Two hours of the 4-seater at the member rate, on top of the plan's own (prorated) credit.
  const adjusted = await staff.post(`/api/staff/memberships/${membership.id}/credit`, {
    headers: origin,
    data: { rupees: 960, reason: "Welcome credit" },
  });
  expect(adjusted.status()).toBe(201);
  await staffContext.close();

  await page.setViewportSize({ width: 375, height: 740 });
  const date = randomWeekday();
  await page.goto(`/meeting-rooms?room=4-seater&date=${date}&time=10:00&hours=2`);
  // The member's figure, with the list price beside it.
  await expect(line(page, "discount")).toHaveText("−₹240");
  await expect(page.getByTestId("quote-breakdown")).toContainText("Member rate (20% off)");
  await expect(line(page, "credit")).toHaveText("−₹960");
  await expect(line(page, "total")).toHaveText("₹0");
  await expect(line(page, "listTotal")).toHaveText("₹1,416");

  await page.getByRole("button", { name: "Book Now" }).click();
  const panel = page.getByTestId("booking-confirmation");
  await expect(panel).toContainText("Paid with your room credit");

  await page.goto("/dashboard");
  await expect(page.getByText("Paid with your room credit.")).toBeVisible();
  const credit = page.getByRole("region", { name: "Room credit" });
  await expect(credit.getByTestId("credit-movement").first()).toContainText("Used for a booking");
  await expect(credit.getByTestId("credit-movement").first()).toContainText("−₹960");
});
