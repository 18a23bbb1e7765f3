/** @jest-environment node */
import { createHash } from "node:crypto";
import {
  BROWSER_SESSION_SECONDS,
  createSessionToken,
  hashSessionToken,
  isWellFormedToken,
  REMEMBER_SECONDS,
  sessionExpiry,
} from "@/lib/auth/embedded/session-token";

describe("session tokens", () => {
  it("are 32 random bytes, base64url, never repeated", () => {
    const tokens = new Set(Array.from({ length: 1000 }, createSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
  });

  it("are stored as their SHA-256 (hex), which is not the token", () => {
    const token = createSessionToken();
    const hash = hashSessionToken(token);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashSessionToken(createSessionToken())).not.toBe(hash);
  });

  it.each([
    [undefined, false],
    ["", false],
    ["short", false],
    ["A".repeat(44), false],
    ["A".repeat(42) + "=", false],
    ["A".repeat(42) + "/", false],
    ["A".repeat(43), true],
  ])("checks a cookie's shape before any lookup: %p is %p", (value, ok) => {
    expect(isWellFormedToken(value)).toBe(ok);
  });

  it("expire after 30 days with remember me, after a day without", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    expect(REMEMBER_SECONDS).toBe(30 * 24 * 3600);
    expect(BROWSER_SESSION_SECONDS).toBe(24 * 3600);
    expect(sessionExpiry(true, now).toISOString()).toBe("2030-01-31T00:00:00.000Z");
    expect(sessionExpiry(false, now).toISOString()).toBe("2030-01-02T00:00:00.000Z");
  });
});
