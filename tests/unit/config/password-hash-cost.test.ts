/** @jest-environment node */
import { parseServerConfig } from "@/lib/config";

describe("PASSWORD_HASH_COST", () => {
  it("defaults to OWASP's scrypt work factor, N = 2^17", () => {
    expect(parseServerConfig({}).passwordHashCost).toBe(17);
    expect(
      parseServerConfig({ NEXT_PUBLIC_SITE_URL: "https://lotusclub.in" }).passwordHashCost,
    ).toBe(17);
  });

  it("may be lowered on a site served from this machine, as the browser tests do", () => {
    for (const url of [undefined, "http://localhost:3000", "http://127.0.0.1:41234"]) {
      expect(
        parseServerConfig({ NEXT_PUBLIC_SITE_URL: url, PASSWORD_HASH_COST: "14" }).passwordHashCost,
      ).toBe(14);
    }
  });

  it("stops a public site from starting with a cheaper hash, and says why", () => {
    expect(() =>
      parseServerConfig({ NEXT_PUBLIC_SITE_URL: "https://lotusclub.in", PASSWORD_HASH_COST: "14" }),
    ).toThrow(
      "Configuration error: PASSWORD_HASH_COST below 17 is only for test machines; it needs NEXT_PUBLIC_SITE_URL on localhost or 127.0.0.1.",
    );
    // A look-alike host is not loopback.
    expect(() =>
      parseServerConfig({
        NEXT_PUBLIC_SITE_URL: "https://127.0.0.1.example.com",
        PASSWORD_HASH_COST: "12",
      }),
    ).toThrow("only for test machines");
  });

  it("may be raised anywhere, within scrypt's memory bounds", () => {
    expect(
      parseServerConfig({ NEXT_PUBLIC_SITE_URL: "https://lotusclub.in", PASSWORD_HASH_COST: "18" })
        .passwordHashCost,
    ).toBe(18);
    expect(() => parseServerConfig({ PASSWORD_HASH_COST: "21" })).toThrow(
      "Configuration error: PASSWORD_HASH_COST",
    );
    expect(() => parseServerConfig({ PASSWORD_HASH_COST: "9" })).toThrow(
      "Configuration error: PASSWORD_HASH_COST",
    );
  });
});
