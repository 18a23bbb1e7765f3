/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { runBillingWith } from "@/lib/memberships/billing-run";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { activeDesk, at, DESK_OFFER, storeOn, SUPPLIER } from "../memberships/membership-db";
import { bookRoom, cancelAt, creditStoreOn, ledgerOf, runningMembership } from "./credit-db";

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

  it("grants each period once when two processes run the billing at once, and expires it once", async () => {
    const [first, second] = await postgres.twoPools();
    const { membership } = await activeDesk(first, storeOn(first), {
      offer: { ...DESK_OFFER, seats: 2, startDate: "2027-01-01" },
    });
    const stores = [storeOn(first), storeOn(second)];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runBillingWith(stores[i % 2]!, SUPPLIER, at("2027-02-01T03:00:00Z")),
      ),
    );
    const { rows } = await first.query<{ entry: string; amount_paise: string }>(
      `select entry, amount_paise from public.credit_ledger where membership_id = $1
       order by period_start, entry`,
      [membership.id],
    );
    // January granted and expired unused, February granted: each exactly once.
    expect(rows.map((r) => [r.entry, Number(r.amount_paise)])).toEqual([
      ["expiry", -384_000],
      ["grant", 384_000],
      ["grant", 384_000],
    ]);
  }, 180_000);

  it("prices a member's room at the member rate and returns half its credit 30 hours before", async () => {
    const [db] = await postgres.twoPools();
    const membershipId = await runningMembership(db, storeOn(db), HOLDER);
    await creditStoreOn(db).adjust(membershipId, 50_000, "Welcome", "desk", new Date());
    const booked = await bookRoom(db, HOLDER, { hours: 2 });
    expect(booked.quote).toMatchObject({ memberPercent: 20, listTotal: 141_600, credit: 50_000 });
    expect(Number(booked.total_paise)).toBe(54_280);
    await cancelAt(db, booked, 30);
    expect((await ledgerOf(db, membershipId)).sum).toBe(25_000);
  }, 180_000);
});
