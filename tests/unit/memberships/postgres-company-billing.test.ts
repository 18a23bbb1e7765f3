/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { runBillingWith } from "@/lib/memberships/billing-run";
import { addMonthsToDate, clubToday } from "@/lib/pricing";
import { weekdayAhead } from "../bookings/route-helpers";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { kestrelDesks, SEAT_EMAIL, SEAT_USER } from "./company-db";
import { at, storeOn, SUPPLIER } from "./membership-db";

describeWithPostgres("bookings on the company on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("bills each booking once when two processes' pools run the billing run at once", async () => {
    const [first, second] = await postgres.twoPools();
    // The server's own clock: a membership from today, rooms booked in the days ahead.
    await kestrelDesks(first, storeOn(first), { startDate: clubToday(new Date()) });
    const dates = [weekdayAhead(2), weekdayAhead(3)];
    for (const [i, date] of dates.entries()) {
      await first.query("select public.book_on_company($1, $2, $3)", [
        SEAT_USER,
        JSON.stringify({
          kind: "meeting-room",
          room: "4-seater",
          date,
          time: ["10:00", "14:00"][i],
          hours: 2,
        }),
        JSON.stringify({ name: "Ravi Kumar", email: SEAT_EMAIL }),
      ]);
    }
    // The 1st after the later booking's month: every charge is due.
    const billedBy = `${addMonthsToDate(dates[1]!, 1).slice(0, 8)}01T03:00:00Z`;
    const stores = [storeOn(first), storeOn(second)];
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => runBillingWith(stores[i % 2]!, SUPPLIER, at(billedBy))),
    );
    const { rows } = await first.query<{ charge: string; invoices: string }>(
      `select l ->> 'companyChargeId' as charge, count(*) as invoices
       from public.invoices i, jsonb_array_elements(i.lines) l
       where l ? 'companyChargeId' group by 1`,
    );
    // Two bookings at the member rate (2 hours × ₹480), each on exactly one invoice.
    expect(rows.map((r) => Number(r.invoices))).toEqual([1, 1]);
    const charges = await first.query<{ amount_paise: string; billed: boolean }>(
      "select amount_paise, membership_invoice_id is not null as billed from public.company_charges",
    );
    expect(charges.rows.map((r) => [Number(r.amount_paise), r.billed])).toEqual([
      [96_000, true],
      [96_000, true],
    ]);
  }, 180_000);
});
