import { expect, test, type Locator, type Page } from "@playwright/test";
import { ownClientAddress } from "./helpers";

/**
 * Prices and promises a visitor reads before booking: every price that excludes GST says so,
 * one figure per product on every page, breakdowns with the GST their policy promises, payment
 * at the front desk only, and a checkout that always offers something to book.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

test.beforeEach(async ({ page, context, baseURL }) => {
  await ownClientAddress(page);
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
/** The first paragraph of a card: its price, unit and tax note. */
const priceOf = (article: Locator) => article.locator("p").first();
const line = (page: Page, key: string) => page.getByTestId(`quote-${key}`);
/** Each breakdown line, by key, shows exactly its amount. */
async function expectLines(page: Page, lines: Record<string, string>) {
  for (const [key, amount] of Object.entries(lines))
    await expect(line(page, key)).toHaveText(amount);
}

test.describe("prices say what they exclude, and agree", () => {
  test("plans: every card's price says + GST; the studio is from its bookable ₹2,500", async ({
    page,
  }) => {
    await page.goto("/plans");
    const expected: Record<string, RegExp> = {
      "Day Pass": /^₹600\s*\/day\s*\+ GST$/,
      "Dedicated Desk": /^₹6,000\s*\/month\s*\+ GST$/,
      "Private Office Suite": /^₹9,000\s*\/month\s*\+ GST$/,
      "4-Seater Meeting Room": /^₹600\s*\/hour\s*\+ GST$/,
      "8-Seater Meeting Room": /^₹800\s*\/hour\s*\+ GST$/,
      "Podcast Studio": /^from ₹2,500\s*\/hour\s*\+ GST$/,
    };
    for (const [name, price] of Object.entries(expected)) {
      await expect(priceOf(card(page, name))).toHaveText(price);
    }
    await expect(card(page, "Podcast Studio")).toContainText("Hourly: from ₹2,500");
    await expect(page.locator("main")).not.toContainText("₹2,000");
  });

  test("spaces hub and experience: the same figures, each with + GST", async ({ page }) => {
    await page.goto("/spaces-and-bookings");
    const hub: Record<string, RegExp> = {
      "Meeting rooms": /^from ₹600\s*\/hour\s*\+ GST$/,
      "Cabins and desks": /^from ₹6,000\s*\/seat\/month\s*\+ GST$/,
      "Podcast studio": /^from ₹2,500\s*\/hour\s*\+ GST$/,
      "Day pass": /^₹600\s*\/day\s*\+ GST$/,
      "Virtual office": /^₹1,500\s*\/month\s*\+ GST$/,
    };
    for (const [name, price] of Object.entries(hub)) {
      await expect(priceOf(card(page, name))).toHaveText(price);
    }

    await page.goto("/experience");
    await expect(priceOf(card(page, "Podcast studio"))).toHaveText(
      /^from ₹2,500\s*per hour \+ GST$/,
    );
    await expect(page.locator("main")).not.toContainText("₹2,000");
    await expect(page.getByText(/A day pass in the lounge is ₹600 \+ GST\./)).toBeVisible();
  });

  test("the studio's cheapest plan is the advertised figure, and the day pass says + GST before checkout", async ({
    page,
  }) => {
    await page.goto("/podcast-studio");
    await expect(page.getByRole("radio", { name: /^Basic/ })).toHaveAccessibleName(
      /₹2,500\/hour \+ GST/,
    );
    await page.goto("/checkout?item=day-pass");
    await expect(page.getByText(/^₹600\s*\/day\s*\+ GST$/)).toBeVisible();
    await expect(line(page, "total")).toHaveText("₹708");
  });

  test("desk and office breakdowns add the GST their policy promises", async ({ page }) => {
    await page.goto("/cabins-and-desks");
    await expect(page.getByText("Prices exclude 18% GST, added in the breakdown.")).toBeVisible();
    await expect(page.getByText("₹6,000 per seat per month + GST")).toBeVisible();
    await expectLines(page, {
      monthlyRent: "₹6,000",
      gst: "₹1,080",
      deposit: "₹24,000",
      dueAtMoveIn: "₹31,080",
    });
    await expect(page.getByTestId("quote-breakdown")).toContainText("GST (18%)");

    await page.getByText("Managed Office", { exact: true }).click();
    await expectLines(page, {
      monthlyRent: "₹18,000",
      gst: "₹3,240",
      monthlyTotal: "₹21,240",
      deposit: "₹72,000",
    });
  });
});

test.describe("payment is taken at the front desk", () => {
  for (const path of ["/meeting-rooms", "/podcast-studio", "/cabins-and-desks"]) {
    test(`${path} promises no online payment`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: "Policies" })).toBeVisible();
      const main = page.locator("main");
      await expect(main).not.toContainText(/online payment|card payment provider/i);
      await expect(main.getByText(/^Payment is due at the front desk/).first()).toBeVisible();
    });
  }

  test("the day pass checkout promises no online payment either", async ({ page }) => {
    await page.goto("/checkout?item=day-pass");
    await expect(page.getByRole("button", { name: "Confirm Booking" })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/online payment/i);
  });
});

test.describe("checkout without a bookable item", () => {
  for (const path of ["/checkout", "/checkout?item=dedicated-desk"]) {
    test(`${path} offers every bookable item with its price`, async ({ page }) => {
      await page.goto(path);
      const choices = page.getByRole("list", { name: "Bookable items" });
      const items: [string, string, RegExp][] = [
        ["Meeting rooms", "/meeting-rooms", /from ₹600\s*\/hour\s*\+ GST/],
        ["Cabins and desks", "/cabins-and-desks", /from ₹6,000\s*\/seat\/month\s*\+ GST/],
        ["Podcast studio", "/podcast-studio", /from ₹2,500\s*\/hour\s*\+ GST/],
        ["Day pass", "/checkout?item=day-pass", /₹600\s*\/day\s*\+ GST/],
      ];
      for (const [name, href, price] of items) {
        const link = choices.getByRole("link", { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toContainText(price);
      }
      await choices.getByRole("link", { name: /^Day pass/ }).click();
      await expect(page).toHaveURL(/\/checkout\?item=day-pass/);
      await expect(page.getByRole("button", { name: "Confirm Booking" })).toBeVisible();
    });
  }
});
