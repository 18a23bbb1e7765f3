/** @jest-environment node */
import { createSignInThrottle } from "@/lib/auth/rate-limits";

function throttle() {
  let now = 1_000_000;
  const limits = createSignInThrottle({
    pairFailures: 10,
    freeAccountFailures: 10,
    maxDelayMs: 60_000,
    now: () => now,
  });
  return { limits, advance: (ms: number) => (now += ms) };
}

const retryAfter = async (work: () => Promise<void>): Promise<number | null> => {
  try {
    await work();
    return null;
  } catch (error) {
    return Number((error as { headers: Record<string, string> }).headers["Retry-After"]);
  }
};

describe("sign-in throttling", () => {
  it("stops one address on one account after 10 failures for 15 minutes, right password or not", async () => {
    const { limits, advance } = throttle();
    for (let i = 0; i < 10; i++) await limits.failed("asha@example.in", "203.0.113.1");
    expect(await retryAfter(() => limits.check("asha@example.in", "203.0.113.1"))).toBe(900);
    // Another account from that address, and this account from another address, are not stopped.
    expect(await retryAfter(() => limits.check("ravi@example.in", "203.0.113.1"))).toBeNull();
    expect(await retryAfter(() => limits.check("ASHA@example.in", "203.0.113.2"))).toBeNull();
    advance(900_000);
    expect(await retryAfter(() => limits.check("asha@example.in", "203.0.113.1"))).toBeNull();
  });

  it("makes every try on a much-guessed account wait, doubling from 1 s up to 60 s, never a lock", async () => {
    const { limits, advance } = throttle();
    const waits: number[] = [];
    for (let failure = 1; failure <= 20; failure++) {
      const wait = await retryAfter(() => limits.check("asha@example.in", `203.0.113.${failure}`));
      if (wait) advance(wait * 1000);
      await limits.failed("asha@example.in", `203.0.113.${failure}`);
      waits.push((await retryAfter(() => limits.check("asha@example.in", "198.51.100.1"))) ?? 0);
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    // The owner from a fresh address gets in once the wait is over.
    advance(60_000);
    expect(await retryAfter(() => limits.check("asha@example.in", "198.51.100.1"))).toBeNull();
  });

  it("starts the counts again after the right password", async () => {
    const { limits } = throttle();
    for (let i = 0; i < 15; i++) await limits.failed("asha@example.in", `203.0.113.${i}`);
    await limits.succeeded("asha@example.in", "198.51.100.1");
    expect(await retryAfter(() => limits.check("asha@example.in", "198.51.100.1"))).toBeNull();
  });
});
