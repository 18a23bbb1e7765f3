import { expect, test } from "@playwright/test";

test.describe("header", () => {
  test("links to every section in order, and the logo goes home", async ({ page }) => {
    await page.goto("/plans");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/about",
      "/experience",
      "/spaces-and-bookings",
      "/plans",
      "/events",
      "/blog",
      "/contact",
    ]);
    await page.getByRole("link", { name: "Lotus Club home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("hides when scrolling down past 100px and comes back on scroll up", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-translucent", "false");
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).toHaveAttribute("data-translucent", "true");
    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
  });

  test("Login opens the authentication dialog, and Escape closes it", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("?auth=login on the home page opens the login view", async ({ page }) => {
    await page.goto("/?auth=login");
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the cart button opens the cart drawer from the right", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open cart" }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    // Its right edge ends at the window's once it has slid in.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round(box!.x + box!.width);
      })
      .toBe(1280);
    await expect(drawer.getByText("Your cart is empty")).toBeVisible();
  });
});

test.describe("back button", () => {
  test("is absent on home and goes back through history elsewhere", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Back" })).toHaveCount(0);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Plans" })
      .click();
    await expect(page).toHaveURL(/\/plans$/);
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("takes a visitor who landed directly on an article up to its parent", async ({ page }) => {
    await page.goto("/blog/faqs");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test("footer carries the links, address, email, phone and hours", async ({ page }) => {
  await page.goto("/");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Plans & Booking" })).toHaveAttribute(
    "href",
    "/plans",
  );
  for (const href of [
    "/about",
    "/events",
    "/coworking-noida-expressway",
    "/contact",
    "/privacy-policy",
    "/terms",
    "/cookie-policy",
    "/refund-policy",
    "/community-guidelines",
  ]) {
    await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(footer).toContainText("Lotus Business Park, Sector 127, Noida");
  await expect(footer).toContainText("Monday-Friday 9:00 AM-8:00 PM");
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
});

test("page changes scroll back to the top", async ({ page }) => {
  await page.goto("/");
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.locator("footer").getByRole("link", { name: "Plans & Booking" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("a page change animates in; the first page a visitor sees does not", async ({ page }) => {
  await page.goto("/");
  const content = page.locator("main#main > div").last();
  await expect(content).not.toHaveClass(/page-enter/);
  await page.locator("footer").getByRole("link", { name: "Plans & Booking" }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(content).toHaveClass(/page-enter/);
  const animation = await content.evaluate((el) => {
    const style = getComputedStyle(el);
    return { name: style.animationName, duration: style.animationDuration };
  });
  expect(animation).toEqual({ name: "page-enter", duration: "0.35s" });
});

test("overlays fetch their code when first opened, and give focus back on close", async ({
  page,
}) => {
  await page.goto("/about");
  await page.waitForLoadState("networkidle");
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const cartButton = page.getByRole("button", { name: "Open cart" });
  await cartButton.click();
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeHidden();
  await expect(cartButton).toBeFocused();
  const login = page.getByRole("button", { name: "Login" });
  await login.click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(login).toBeFocused();
});

test("@mobile the menu slides in, locks the page, traps focus and closes", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  for (let i = 0; i < 15; i++) await page.keyboard.press("Tab");
  expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("button", { name: "Close menu" }).click();
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu).toBeHidden();
});
