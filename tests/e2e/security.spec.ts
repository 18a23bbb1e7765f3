import { expect, test } from "@playwright/test";
import { signUpAndIn } from "./helpers";
import { watchCsp } from "./support/csp-violations";

const scriptSrc = (csp: string) => csp.split("; ").find((d) => d.startsWith("script-src "))!;

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"];
  expect(csp).toBeTruthy();
  expect(scriptSrc(csp!)).not.toContain("'unsafe-inline'");
  expect(scriptSrc(csp!)).not.toContain("'unsafe-eval'");
  for (const directive of [
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/\s\*(\s|;|$)/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["strict-transport-security"]).toContain("max-age=");
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("a prerendered page, an API answer and a 404 carry the security headers", async ({
  request,
}) => {
  const page = await request.get("/plans");
  expectSecurityHeaders(page.headers());
  // Prerendered: its inline scripts are allowed by hash, so it stays static.
  expect(scriptSrc(page.headers()["content-security-policy"]!)).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc(page.headers()["content-security-policy"]!)).not.toContain("nonce-");

  expectSecurityHeaders((await request.get("/api/health")).headers());
  const missing = await request.get("/no-such-page");
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers());
});

test("pages rendered per request get a fresh nonce on every response", async ({ request }) => {
  const first = (await request.get("/api/health")).headers()["content-security-policy"]!;
  const second = (await request.get("/api/health")).headers()["content-security-policy"]!;
  const nonce = (csp: string) => csp.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce(first)).toBeTruthy();
  expect(nonce(first)).not.toBe(nonce(second));
});

for (const path of [
  "/",
  "/plans",
  "/privacy-policy",
  "/events",
  "/contact?type=Tour",
  "/store",
  "/no-such-page",
]) {
  test(`${path} hydrates under the policy with no violation`, async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto(path);
    // A client component responds: the theme toggle flips the theme.
    const html = page.locator("html");
    const wasDark = ((await html.getAttribute("class")) ?? "").includes("dark");
    await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    expect(await violations()).toEqual([]);
  });
}

test("a signed-in, per-request page hydrates with its nonce", async ({ page, baseURL }) => {
  const violations = await watchCsp(page);
  const email = `csp-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await signUpAndIn(page.request, baseURL!, {
    email,
    password: "lotus-secret-1",
    name: "Nonce Person",
    userQuery: "x",
  });
  const response = await page.goto("/dashboard");
  expect(response!.headers()["content-security-policy"]).toMatch(/'nonce-/);
  await page.getByRole("button", { name: /Switch to (light|dark) theme/ }).click();
  await page.getByRole("button", { name: "Account menu" }).first().click();
  await expect(page.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  expect(await violations()).toEqual([]);
});
