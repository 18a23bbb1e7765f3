/** @jest-environment node */
import crypto from "node:crypto";
import { createHashQueue } from "@/lib/auth/embedded/hash-queue";
import {
  dummyPasswordHash,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  verifyPassword,
} from "@/lib/auth/embedded/password";

const FAST = { ...SCRYPT_PARAMS, N: 2 ** 10 };

describe("scrypt password hashing", () => {
  it("stores scheme, parameters, a 16-byte salt and a 64-byte key, never the password", async () => {
    const stored = await hashPassword("correct horse battery");
    const [scheme, N, r, p, salt, key] = stored.split("$");
    // OWASP's current scrypt parameters.
    expect([scheme, N, r, p]).toEqual(["scrypt", String(2 ** 17), "8", "1"]);
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

describe("rehash on sign-in", () => {
  it("asks for a rehash of hashes made with older parameters, not of current ones", async () => {
    expect(needsRehash(await hashPassword("legacy", { ...SCRYPT_PARAMS, N: 2 ** 15 }))).toBe(true);
    expect(needsRehash(await hashPassword("legacy", FAST))).toBe(true);
    expect(needsRehash(await hashPassword("current password"))).toBe(false);
  });
});

describe("the hashing queue", () => {
  const tick = () => new Promise((resolve) => setImmediate(resolve));

  it("runs at most `concurrency` hashes at once and starts the next when one ends", async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 10 });
    const gates: (() => void)[] = [];
    const jobs = Array.from({ length: 5 }, () =>
      queue.run(() => new Promise<void>((resolve) => gates.push(resolve))),
    );
    await tick();
    expect(queue.pending).toEqual({ running: 2, waiting: 3 });
    expect(gates).toHaveLength(2);
    gates[0]!();
    await tick();
    expect(gates).toHaveLength(3);
    expect(queue.pending).toEqual({ running: 2, waiting: 2 });
    for (let i = 1; i < 5; i++) {
      gates[i]!();
      await tick();
    }
    await Promise.all(jobs);
    expect(queue.pending).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses with 429 once the line is full instead of queueing for ever", async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    let open!: () => void;
    const first = queue.run(() => new Promise<void>((resolve) => (open = resolve)));
    const second = queue.run(async () => "second");
    await expect(queue.run(async () => "third")).rejects.toMatchObject({ status: 429 });
    open();
    await expect(second).resolves.toBe("second");
    await first;
  });

  it("frees the slot when a hash fails", async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run(async () => "ok")).resolves.toBe("ok");
  });
});
