import { expect, test, type Page } from "@playwright/test";
import { axeViolations as violations } from "./axe";
import { builtRoutes } from "./routes";

const CONSENTED = encodeURIComponent(
  JSON.stringify({ required: true, performance: false, marketing: false, thirdParty: false }),
);

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe, ${scheme}`, () => {
    test.use({ colorScheme: scheme });

    // At phone width the pages are checked in light only: colours do not change with the width,
    // and what exists only there (the header's menu button, the menu itself) is checked in both
    // schemes by the dialog test below. Each scan costs seconds on two cores.
    const phoneTag = scheme === "light" ? " @mobile" : "";
    for (const route of builtRoutes) {
      test(`${route.path} has no violations${phoneTag}`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
        await page.goto(route.path);
        await expect(page.locator("html")).toHaveClass(scheme === "dark" ? /dark/ : /^(?!.*dark)/);
        // Let entrance transitions settle so colours are measured at rest.
        await page.waitForTimeout(400);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("the cookie banner and settings dialog have no violations @mobile", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      await page.getByRole("button", { name: "Cookie Settings" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(300);
      expect(await violations(page, "[role=dialog]")).toEqual([]);
    });

    for (const [name, open] of [
      ["auth dialog", (p: Page) => p.getByRole("button", { name: "Login" }).first().click()],
      ["cart drawer", (p: Page) => p.getByRole("button", { name: "Open cart" }).click()],
      [
        "invitation dialog",
        (p: Page) => p.getByRole("button", { name: "Request an Invitation" }).first().click(),
      ],
    ] as const) {
      test(`the ${name} has no violations`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
        await page.goto("/");
        await open(page);
        await expect(page.getByRole("dialog")).toBeVisible();
        await page.waitForTimeout(400);
        expect(await violations(page, "[role=dialog]")).toEqual([]);
      });
    }

    test("the event registration dialog and the mobile menu have no violations @mobile", async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
      await page.goto("/events");
      await page
        .getByRole("button", { name: /^Register Now/ })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await page.waitForTimeout(400);
      expect(await violations(page, "[role=dialog]")).toEqual([]);
      await page.keyboard.press("Escape");
      await page.setViewportSize({ width: 375, height: 740 });
      // A fresh visit at phone width starts at the top (a reload would restore the scroll
      // position, and the header rightly stays hidden when scrolled down).
      await page.goto("/events");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      await page.waitForTimeout(400);
      expect(await violations(page, "[role=dialog]")).toEqual([]);
    });
  });
}

test("keyboard alone: skip link, then the contact form from first field to sent", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "cookieConsent", value: CONSENTED, url: baseURL! }]);
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await page.goto("/contact?type=Tour");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.getByLabel("Name").focus();
  await page.keyboard.type("Keyboard Person");
  await page.keyboard.press("Tab");
  await page.keyboard.type(`kb-${Date.now()}@example.com`);
  // Phone, the date, then the first free time, chosen with Space; then on to the button.
  const onTime = () =>
    page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name === "tourTime");
  for (let i = 0; i < 6 && !(await onTime()); i++) await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  const submit = page.getByRole("button", { name: "Confirm My Tour" });
  for (let i = 0; i < 8 && !(await submit.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-sonner-toast]")).toContainText("Tour Request Sent!");
});
