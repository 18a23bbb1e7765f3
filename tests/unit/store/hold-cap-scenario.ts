import type { HoldLimit } from "@/lib/store/hold-limit";
import type { StoreOrder } from "@/lib/store/types";

/**
 * The live-hold cap of 3 (issue 24 item 10) as a client meets it, its orders placed through
 * `one` and `two`: two processes sharing the database, or one process passed twice. `clock.now`
 * is both limits' clock; it starts 60 s before the first hold lapses.
 */
export async function expectHoldCap(one: HoldLimit, two: HoldLimit, clock: { now: number }) {
  const status = new Map<string, StoreOrder["status"]>();
  const read = async (id: string) => ({ id, status: status.get(id)! }) as StoreOrder;
  const place = async (limit: HoldLimit, id: string, until: number) => {
    expect(await limit.mayHold("member:asha", read)).toBe(true);
    status.set(id, "awaiting_payment");
    await limit.add("member:asha", id, until);
  };
  await place(one, "order-1", clock.now + 60_000);
  await place(two, "order-2", clock.now + 120_000);
  await place(one, "order-3", clock.now + 120_000);
  // Three held: neither process takes a fourth; another client is not held up.
  expect(await two.mayHold("member:asha", read)).toBe(false);
  expect(await one.mayHold("member:asha", read)).toBe(false);
  expect(await two.mayHold("address:203.0.113.5", read)).toBe(true);
  // One paid frees its place on both.
  status.set("order-2", "paid");
  expect(await one.mayHold("member:asha", read)).toBe(true);
  await place(two, "order-4", clock.now + 120_000);
  expect(await one.mayHold("member:asha", read)).toBe(false);
  // A hold that lapsed no longer counts.
  clock.now += 60_000;
  expect(await two.mayHold("member:asha", read)).toBe(true);
}
