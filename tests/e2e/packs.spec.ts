import { expect, test, type Page } from "@playwright/test";
import { PAYMENTS_E2E } from "../../playwright.config";
import { PACKS_LINK_TEXT } from "@/components/packs/packs-link";
import { PACK_TEXT } from "@/lib/pricing/packs";
import { ownClientAddress, signUpAndIn, uniqueEmail } from "./helpers";

/**
 * Issue 38's prepaid packs in the browser, on the build that takes payments online against the
 * fake Razorpay (tests/support/fake-razorpay.mjs): a member at phone width finds the packs from
 * the meeting-room page, is told packs are non-refundable before paying, pays, and sees the
 * pack's balance and expiry on the dashboard with its tax invoice.
 */
test.use({ baseURL: PAYMENTS_E2E.site });

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });
const checkout = (page: Page) => page.getByRole("dialog", { name: "Fake Razorpay Checkout" });

test.beforeEach(async ({ page, context }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: PAYMENTS_E2E.site }]);
  await signUpAndIn(
    page.request,
    PAYMENTS_E2E.site,
    { email: uniqueEmail("packs"), name: "Asha Verma", userQuery: "Meeting rooms" },
    { verify: true, mailFolder: PAYMENTS_E2E.mailFolder },
  );
});

test("a member buys 10 room-hours with Razorpay and sees the pack's balance and expiry @mobile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/meeting-rooms");
  await page.getByRole("link", { name: PACKS_LINK_TEXT }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Prepaid packs" })).toBeVisible();
  await expect(page.getByTestId("pack-non-refundable")).toHaveText(PACK_TEXT.nonRefundable);
  await expect(page.getByTestId("pack-quote")).toContainText("₹6,372");

  // Not without the member's word that it is non-refundable.
  await page.getByRole("button", { name: "Pay ₹6,372 now" }).click();
  await expect(page.getByRole("alert").filter({ hasText: PACK_TEXT.acknowledge })).toBeVisible();
  await page.getByLabel(PACK_TEXT.acknowledge).check();
  await page.getByRole("button", { name: "Pay ₹6,372 now" }).click();
  await expect(checkout(page)).toBeVisible();
  await expect(checkout(page)).toContainText("6372.00 INR");
  await checkout(page).getByRole("button", { name: "Pay", exact: true }).click();

  await expect(toast(page, "Pack bought")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  const pack = page.getByTestId("pack-item").first();
  await expect(pack).toContainText("10 room-hours");
  await expect(pack).toContainText(/10 of 10 hours left · valid until \w{3}, \d{1,2} \w{3} \d{4}/);
  await expect(pack).toContainText("₹6,000 of ₹6,000");
  await expect(
    pack.getByRole("link", { name: /^Tax invoice LC\/\d{2}-\d{2}\/\d{6} \(PDF\)$/ }),
  ).toBeVisible();
});
