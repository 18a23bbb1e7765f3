/** @jest-environment node */
jest.mock("@/lib/auth/proxy", () => ({
  isSupabaseAuthConfigured: () => false,
  refreshSupabaseSession: jest.fn(),
}));

import { config } from "@/proxy";

/** Issue 14, item 11: every response carries the CSP, so the proxy must see static-looking paths. */
describe("proxy matcher", () => {
  const matches = (pathname: string) =>
    config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(pathname));

  it.each(["/x.svg", "/favicon.ico", "/robots.txt", "/logo.png", "/", "/events"])(
    "runs for %s (a 404 there is a page and needs the policy)",
    (pathname) => expect(matches(pathname)).toBe(true),
  );

  it.each(["/_next/static/chunks/app.js", "/_next/image"])(
    "leaves build assets alone: %s",
    (pathname) => expect(matches(pathname)).toBe(false),
  );
});
