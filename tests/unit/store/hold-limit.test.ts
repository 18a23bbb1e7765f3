/** @jest-environment node */
import { createHoldLimit, memoryHeldOrders } from "@/lib/store/hold-limit";
import { expectHoldCap } from "./hold-cap-scenario";

describe("the checkout's live-hold cap in memory (the embedded database's one process)", () => {
  it("keeps a client to 3 unpaid orders, freeing a place when one is paid or lapses", async () => {
    const clock = { now: 1_000_000 };
    const limit = createHoldLimit({ max: 3, now: () => clock.now, held: memoryHeldOrders() });
    await expectHoldCap(limit, limit, clock);
  });
});
