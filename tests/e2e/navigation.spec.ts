import { expect, test, type Page } from "@playwright/test";
import { mailedLink } from "./helpers";

/**
 * The shell's ways around: the Back button (history back, even after a reload), the login
 * dialog's way to /signup (carrying the booking target), and the Login button at phone width.
 */

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);
const PASSWORD = "lotus-secret-1";
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

test.beforeEach(async ({ context, baseURL }) => {
  // Keep the cookie banner out of the way of the dialog, the toasts and the screenshots.
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
});

const backButton = (page: Page) => page.getByRole("main").getByRole("button", { name: "Back" });

test.describe("the Back button", () => {
  test("after a reload, goes back to the page before (history back), not up a level", async ({
    page,
  }) => {
    await page.goto("/about");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Plans" })
      .click();
    await expect(page).toHaveURL(/\/plans$/);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await backButton(page).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("a visitor who arrived from elsewhere goes up a level instead of leaving, reload or not", async ({
    page,
  }) => {
    await page.goto("/blog/faqs");
    await page.reload();
    await backButton(page).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("signing up from the login dialog", () => {
  test("'Sign up' goes to /signup with the booking target; the new member's lead has their name and query, and the e-mailed link signs them in", async ({
    page,
  }) => {
    await page.goto("/plans");
    await page.getByRole("button", { name: "Book a Day Pass" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await dialog.getByRole("button", { name: "Sign up" }).click();

    await expect(page).toHaveURL(/\/signup\?next=%2Fcheckout%3Fitem%3Dday-pass$/);
    await expect(dialog).toBeHidden();
    const email = uniqueEmail("gate-signup");
    await page.getByLabel(/^Full Name/).fill("Kavya Rao");
    await page.getByLabel(/^Email Address/).fill(email);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page
      .getByLabel(/^Describe your project idea or specific query/)
      .fill("Two day passes a week for a design team");
    await page.getByRole("checkbox", { name: /I agree to the Terms and Conditions/ }).check();
    const sent = page.waitForRequest("**/api/auth/signup");
    await page.getByRole("button", { name: "Sign Up" }).click();
    expect((await sent).postDataJSON()).toMatchObject({
      email,
      name: "Kavya Rao",
      userQuery: "Two day passes a week for a design team",
    });

    // Opened from the dialog for a booking: the dialog's sign-up toast.
    await expect(page.getByText("Welcome!", { exact: true })).toBeVisible();
    await expect(page.getByText("Please check your email to verify your account.")).toBeVisible();
    // Home, not yet signed in: the e-mailed link confirms the address and signs in.
    await expect(page).toHaveURL(/\/$/);
    await page.goto(await mailedLink(email, "/auth/verify"));
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Confirm my email" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("account-name")).toHaveText("Kavya Rao");
    await expect(page.getByTestId("account-email")).toHaveText(email);
  });
});

test.describe("at phone width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const theme of ["light", "dark"] as const) {
    test(`the header has a Login button that opens the login dialog (${theme}) @mobile`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((value) => localStorage.setItem("ui-theme", value), theme);
      await page.goto("/about");
      const header = page.getByRole("banner");
      const login = header.getByRole("button", { name: "Login" });
      await expect(login).toBeVisible();

      // Every header control stays on the header's one row inside the screen, and nothing
      // scrolls sideways; Login is a square icon button.
      const bar = (await header.boundingBox())!;
      const controls = header.getByRole("button");
      for (let i = 0; i < (await controls.count()); i++) {
        const box = await controls.nth(i).boundingBox();
        if (!box) continue;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
        expect(box.y + box.height).toBeLessThanOrEqual(bar.y + bar.height);
      }
      const icon = (await login.boundingBox())!;
      expect(icon.width).toBeLessThanOrEqual(icon.height + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await header.screenshot({ path: testInfo.outputPath(`header-375-${theme}.png`) });

      await login.click();
      await expect(
        page.getByRole("dialog").getByRole("heading", { name: "Welcome back" }),
      ).toBeVisible();
    });
  }
});

test.describe("prefetching (issue 27)", () => {
  test("no page is prefetched on sight; the pointer on a link prefetches its page, and the click goes there", async ({
    page,
  }) => {
    const prefetches: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"] || request.headers()["rsc"])
        prefetches.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    // Every header and footer link is in view or scrolls there: none of them is fetched.
    // Jumps, not a wheel: a wheel's smooth scroll can still be running after the jump back up,
    // carry the page down again and leave the header hidden.
    const jump = (top: "bottom" | "top") =>
      page.evaluate((to) => {
        const y = to === "top" ? 0 : document.documentElement.scrollHeight;
        window.scrollTo({ top: y, behavior: "instant" });
      }, top);
    await jump("bottom");
    await page.waitForLoadState("networkidle");
    expect(prefetches).toEqual([]);
    await jump("top");

    const plans = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Plans" });
    await expect(plans).toBeInViewport();
    await plans.hover();
    await expect.poll(() => prefetches).toContain("/plans");
    await plans.click();
    await expect(page).toHaveURL(/\/plans$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
