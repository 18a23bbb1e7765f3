/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { storeOn } from "../memberships/membership-db";
import { bookRoom, creditStoreOn, ledgerOf, runningMembership } from "./credit-db";

const HOLDER = "5d2a7e10-3c4b-4d5e-8f60-718293a4b501";

describeWithPostgres("room credit on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("gives the last credit to one of two bookings racing for it", async () => {
    const [first, second] = await postgres.twoPools();
    const membershipId = await runningMembership(first, storeOn(first), HOLDER);
    // Exactly one 2-hour meeting's worth at the member rate.
    await creditStoreOn(first).adjust(membershipId, 96_000, "Last meeting", "desk", new Date());
    const booked = await Promise.all([
      bookRoom(first, HOLDER, { hours: 2, time: "10:00" }),
      bookRoom(second, HOLDER, { hours: 2, time: "14:00" }),
    ]);
    const paid = booked.map((b) => Number(b.total_paise)).sort((a, b) => a - b);
    // One paid with credit, the other at the member rate with GST.
    expect(paid).toEqual([0, 113_280]);
    const ledger = await ledgerOf(first, membershipId);
    expect(ledger.rows.filter((r) => r.entry === "use")).toEqual([
      { entry: "use", amount: -96_000 },
    ]);
    expect(ledger.sum).toBe(0);
  }, 180_000);
});
