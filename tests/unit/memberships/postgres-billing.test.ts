/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { runBillingWith } from "@/lib/memberships/billing-run";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { activeDesk, at, DESK_OFFER, storeOn, SUPPLIER } from "./membership-db";

describeWithPostgres("the billing run on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("issues one invoice per period when two processes' pools run it at once", async () => {
    const [first, second] = await postgres.twoPools();
    await activeDesk(first, storeOn(first));
    const stores = [storeOn(first), storeOn(second)];
    const reports = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runBillingWith(stores[i % 2]!, SUPPLIER, at("2027-02-01T03:00:00Z")),
      ),
    );
    // January and February, each issued by exactly one of the six runs.
    expect(reports.reduce((sum, r) => sum + r.issued, 0)).toBe(2);
    const { rows } = await first.query<{ period_start: Date; number: string }>(
      `select mi.period_start, i.number from public.membership_invoices mi
       join public.invoices i on i.id = mi.invoice_id order by i.number`,
    );
    expect(rows.map((r) => r.number)).toEqual([
      "LC/26-27/000001",
      "LC/26-27/000002",
      "LC/26-27/000003",
    ]);
  }, 180_000);

  it("gives at most the membership's seats when two processes add seat users at once", async () => {
    const [first, second] = await postgres.twoPools();
    const { membership } = await activeDesk(first, storeOn(first), {
      offer: { ...DESK_OFFER, seats: 2 },
    });
    const stores = [storeOn(first), storeOn(second)];
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stores[i % 2]!.addSeat(
          membership.id,
          `seat${i}@kestrel.in`,
          "desk",
          at("2026-12-20T06:00:00Z"),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === "added")).toHaveLength(2);
    expect(outcomes.filter((o) => o === "full")).toHaveLength(4);
    const { rows } = await first.query(
      "select 1 from public.membership_seats where membership_id = $1 and removed_at is null",
      [membership.id],
    );
    expect(rows).toHaveLength(2);
  }, 180_000);
});
