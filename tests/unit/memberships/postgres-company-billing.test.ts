/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { runBillingWith } from "@/lib/memberships/billing-run";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { ensureCreditDraw, kestrelDesks, roomOn } from "./company-db";
import { at, storeOn, SUPPLIER } from "./membership-db";

describeWithPostgres("bookings on the company on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("bills each booking once when two processes' pools run the billing run at once", async () => {
    const [first, second] = await postgres.twoPools();
    await ensureCreditDraw(first);
    const id = await kestrelDesks(first, storeOn(first));
    for (const [date, hours] of [
      ["2027-01-12", 2],
      ["2027-01-19", 1],
    ] as const) {
      await first.query("select public.charge_company($1, $2)", [
        await roomOn(first, date, "10:00", hours),
        "2027-01-05T06:00:00Z",
      ]);
    }
    const stores = [storeOn(first), storeOn(second)];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        runBillingWith(stores[i % 2]!, SUPPLIER, at("2027-02-01T03:00:00Z")),
      ),
    );
    const { rows } = await first.query<{ lines: { taxableValue: number }[] }>(
      `select i.lines from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
       where mi.membership_id = $1 order by mi.period_start`,
      [id],
    );
    expect(rows.map((r) => r.lines.map((l) => l.taxableValue))).toEqual([
      [1_200_000],
      [1_200_000, 120_000, 60_000],
    ]);
    const billed = await first.query(
      "select distinct membership_invoice_id from public.company_charges where membership_invoice_id is not null",
    );
    expect(billed.rows).toHaveLength(1);
  }, 180_000);
});
