import { expect, test } from "@playwright/test";
import { watchCsp } from "./support/csp-violations";

/** Issue 14, item 11: every response carries the policy, 404s for static-looking paths too. */
for (const path of ["/no-such-file.svg", "/no-such-icon.ico"]) {
  test(`a 404 for ${path} carries the Content-Security-Policy`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const csp = response.headers()["content-security-policy"];
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp!.split("; ").find((d) => d.startsWith("script-src "));
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
}

test("the 404 page for a static-looking path hydrates under its policy", async ({ page }) => {
  const violations = await watchCsp(page);
  await page.goto("/no-such-file.svg");
  const html = page.locator("html");
  const wasDark = ((await html.getAttribute("class")) ?? "").includes("dark");
  await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  expect(await violations()).toEqual([]);
});
