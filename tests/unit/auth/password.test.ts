/** @jest-environment node */
import crypto from "node:crypto";
import {
  dummyPasswordHash,
  hashPassword,
  SCRYPT_PARAMS,
  verifyPassword,
} from "@/lib/auth/embedded/password";

const FAST = { ...SCRYPT_PARAMS, N: 2 ** 10 };

describe("scrypt password hashing", () => {
  it("stores scheme, parameters, a 16-byte salt and a 64-byte key, never the password", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, N, r, p, salt, key] = stored.split("$");
    expect([scheme, N, r, p]).toEqual(["scrypt", String(2 ** 15), "8", "1"]);
    expect(Buffer.from(salt!, "base64url")).toHaveLength(16);
    expect(Buffer.from(key!, "base64url")).toHaveLength(64);
    expect(stored).not.toContain("correct horse battery");
  });

  it("verifies the right password and refuses others", async () => {
    const stored = await hashPassword("correct horse battery");
    await expect(verifyPassword("correct horse battery", stored)).resolves.toBe(true);
    await expect(verifyPassword("correct horse batterY", stored)).resolves.toBe(false);
    await expect(verifyPassword("", stored)).resolves.toBe(false);
  });

  it("salts every hash: the same password hashes differently each time, and each verifies", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password", FAST),
      hashPassword("same password", FAST),
    ]);
    expect(a).not.toBe(b);
    await expect(verifyPassword("same password", a)).resolves.toBe(true);
    await expect(verifyPassword("same password", b)).resolves.toBe(true);
  });

  it("reads the parameters from the stored hash, so old hashes keep working when they are raised", async () => {
    const weaker = await hashPassword("legacy", FAST);
    expect(weaker.split("$")[1]).toBe(String(2 ** 10));
    await expect(verifyPassword("legacy", weaker)).resolves.toBe(true);
  });

  it("compares in constant time", async () => {
    const spy = jest.spyOn(crypto, "timingSafeEqual");
    const stored = await hashPassword("pw-123456", FAST);
    await verifyPassword("pw-1234567", stored);
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });

  it.each([
    ["empty", ""],
    ["another scheme", "bcrypt$2b$10$abc"],
    ["missing key", "scrypt$1024$8$1$c2FsdA"],
    ["absurd cost", "scrypt$1073741824$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5"],
    ["non-numeric", "scrypt$x$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5a2V5a2V5a2V5"],
  ])("refuses a malformed stored hash (%s) without throwing", async (_label, stored) => {
    await expect(verifyPassword("anything", stored)).resolves.toBe(false);
  });

  it("keeps one dummy hash for unknown emails, which no password matches", async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    await expect(verifyPassword("", dummy)).resolves.toBe(false);
  });
});
