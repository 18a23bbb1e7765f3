/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { runBillingWith } from "@/lib/memberships/billing-run";
import type { MembershipStore } from "@/lib/memberships/store";
import { totalsWith } from "@/lib/memberships/totals";
import { staffViewWith } from "@/lib/memberships/views";
import { migratedPGlite } from "../data/pglite";
import { activeDesk, at, DESK_OFFER, resetMemberships, storeOn, SUPPLIER } from "./membership-db";

let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
  await resetMemberships(db);
  // A desk, paid and billed for January; an office of four seats whose first invoice is unpaid.
  await activeDesk(db, store);
  await activeDesk(db, store, {
    offer: {
      ...DESK_OFFER,
      plan: "managed-office",
      seats: 4,
      holderName: "Ravi Rao",
      holderEmail: "ravi@example.com",
    },
    holder: "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a02",
    paid: false,
  });
  await runBillingWith(store, SUPPLIER, at("2027-01-05T03:00:00Z"));
}, 60_000);
afterAll(() => db.close());

describe("the owner's numbers summed in the database (0063)", () => {
  it.each(["2026-11-28T06:00:00Z", "2026-12-20T06:00:00Z", "2027-01-20T06:00:00Z"])(
    "are the members page's figures at %s",
    async (now) => {
      const page = (await staffViewWith(store, at(now), false)).totals;
      await expect(totalsWith(store, at(now))).resolves.toEqual(page);
    },
  );

  it("count the running desk's rent and seats, and the office's unpaid first invoice as overdue", async () => {
    const totals = await totalsWith(store, at("2027-01-20T06:00:00Z"));
    expect(totals.activeCount).toBe(1);
    expect(totals.seatsByPlan).toEqual({
      "dedicated-desk": 1,
      "managed-office": 0,
      "virtual-office": 0,
    });
    expect(totals.mrr).toBeGreaterThan(0);
    expect(totals.thisMonth.count).toBe(1);
    expect(totals.overdue.count).toBeGreaterThanOrEqual(1);
  });
});
