import { expect, test, type Page } from "@playwright/test";

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === "cookieConsent");
}

test.describe("cookie banner", () => {
  test("shows on a first visit; Accept All stores all four true for a year and hides it", async ({
    page,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("link", { name: "Cookie Policy" })).toHaveAttribute(
      "href",
      "/cookie-policy",
    );
    const before = Date.now() / 1000;
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    const cookie = await consentCookie(page);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      required: true,
      performance: true,
      marketing: true,
      thirdParty: true,
    });
    expect(cookie!.path).toBe("/");
    expect(cookie!.expires - before).toBeGreaterThan(31536000 - 60);
    expect(cookie!.expires - before).toBeLessThan(31536000 + 60);
    await page.reload();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
  });

  test("Cookie Settings saves the chosen preferences and closes dialog and banner", async ({
    page,
  }) => {
    await page.goto("/plans");
    await page.getByRole("button", { name: "Cookie Settings" }).click();
    const dialog = page.getByRole("dialog", { name: "Cookie Settings" });
    await expect(dialog.getByRole("switch", { name: "Required" })).toBeDisabled();
    await expect(dialog.getByRole("switch", { name: "Required" })).toBeChecked();
    await dialog.getByRole("switch", { name: "Marketing" }).click();
    await dialog.getByRole("button", { name: "Save Preferences" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    const cookie = await consentCookie(page);
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
      required: true,
      performance: false,
      marketing: true,
      thirdParty: false,
    });
  });

  test("a malformed cookie is treated as absent, without breaking the page", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "cookieConsent", value: "%7Bnot-json", url: baseURL! }]);
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("the banner floats over the page without shifting its layout", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    const cls = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as {
              value: number;
              hadRecentInput: boolean;
            }[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(cls).toBeLessThan(0.02);
  });
});

test.describe("theme", () => {
  test("first load follows the system, and the choice persists across reloads", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ colorScheme: "dark", baseURL });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("light");
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await context.close();
  });

  test("a stored dark choice applies before first paint (no flash)", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("ui-theme", "dark"));
    await page.goto("/about", { waitUntil: "commit" });
    // Read at the first DOMContentLoaded: before any React code could have run.
    const darkAtParse = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          if (document.readyState !== "loading")
            resolve(document.documentElement.classList.contains("dark"));
          else
            document.addEventListener("DOMContentLoaded", () =>
              resolve(document.documentElement.classList.contains("dark")),
            );
        }),
    );
    expect(darkAtParse).toBe(true);
  });
});

test("notifications: F8 focuses the notification area", async ({ page }) => {
  await page.goto("/store");
  // The area (and sonner's code) comes with the visitor's first input, before any toast.
  await page.getByRole("button", { name: "Accept All" }).click();
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region).toHaveCount(1);
  await expect(region).toHaveAttribute("aria-label", /F8/);
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  await expect(page.locator("[data-sonner-toast]", { hasText: "Added to Cart!" })).toBeVisible();
  await page.keyboard.press("F8");
  await expect
    .poll(() => region.evaluate((area) => area.contains(document.activeElement)))
    .toBe(true);
});

test("notifications: a swipe right of 50 px dismisses one; a shorter swipe does not", async ({
  page,
}) => {
  await page.goto("/store");
  await page.getByRole("button", { name: "Accept All" }).click();
  await page.getByRole("button", { name: "Add to Cart: Morning Ritual Mug" }).click();
  const notification = page.locator("[data-sonner-toast]", { hasText: "Added to Cart!" });
  await expect(notification).toBeVisible();
  await expect(notification).toHaveAttribute("data-mounted", "true");
  const swipe = async (distance: number) => {
    const box = (await notification.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 20, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 20 + distance, y, { steps: 8 });
    await page.mouse.up();
  };
  await swipe(45);
  await page.waitForTimeout(400);
  await expect(notification).toBeVisible();
  await swipe(55);
  await expect(notification).toHaveCount(0);
});
