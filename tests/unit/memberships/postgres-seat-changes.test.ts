/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { embeddedCaller, type SqlQueryable } from "@/lib/db";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { createSeatChangeStore } from "@/lib/memberships/seat-change-store";
import { approveSeatChangeWith, requestSeatChangeWith } from "@/lib/memberships/seat-changes";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { activeDesk, at, DESK_OFFER, HOLDER, storeOn, SUPPLIER } from "./membership-db";

const storesOn = (db: SqlQueryable) => ({
  memberships: storeOn(db),
  changes: createSeatChangeStore(embeddedCaller(async () => db)),
});

describeWithPostgres("seat changes on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("keeps one open request and one supplementary invoice when two processes race", async () => {
    const [first, second] = await postgres.twoPools();
    const { membership } = await activeDesk(first, storeOn(first), {
      offer: { ...DESK_OFFER, seats: 2, startDate: "2027-01-01" },
    });
    await runBillingWith(storeOn(first), SUPPLIER, at("2027-03-01T03:00:00Z"));
    const stores = [storesOn(first), storesOn(second)];
    const holder = { actor: HOLDER, holderId: HOLDER };
    const asked = await Promise.allSettled(
      stores.map((s, i) =>
        requestSeatChangeWith(s, membership.id, 3 + i, holder, at("2027-03-10T06:00:00Z")),
      ),
    );
    expect(asked.filter((a) => a.status === "fulfilled")).toHaveLength(1);
    const change = asked.find((a) => a.status === "fulfilled")!.value;

    const approved = await Promise.allSettled(
      stores.map((s) =>
        approveSeatChangeWith(s, SUPPLIER, change.id, "desk", at("2027-03-15T06:00:00Z")),
      ),
    );
    expect(approved.filter((a) => a.status === "fulfilled").length).toBeGreaterThanOrEqual(1);
    const { rows } = await first.query<{ rent_paise: string; deposit_paise: string }>(
      "select rent_paise, deposit_paise from public.membership_invoices where seat_change_id is not null",
    );
    // 1 desk × ₹6,000 × 17/31, or 2 × for a 4-seat ask: one invoice either way, never two.
    expect(rows).toHaveLength(1);
    expect([329_032, 658_065]).toContain(Number(rows[0]!.rent_paise));
  }, 180_000);
});
