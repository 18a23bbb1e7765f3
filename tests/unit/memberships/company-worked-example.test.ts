/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { runBillingWith } from "@/lib/memberships/billing-run";
import type { MembershipStore } from "@/lib/memberships/store";
import { migratedPGlite } from "../data/pglite";
import { kestrelDesks, resetCompany, roomOnCompany } from "./company-db";
import { at, storeOn, SUPPLIER } from "./membership-db";

/**
 * Issue 38's worked example, to the paisa. A 2-desk company membership from 1 January 2027 (8
 * hours of the 4-seater's plan credit for January); Ravi, a seat user, books the 4-seater on the
 * company for 6 hours on 12 January and 4 hours on 19 January. 8 hours come from credit; the
 * February invoice carries February's rent and one line for the other 2 hours at the member rate.
 *
 * From lib/pricing's list prices: the 4-seater ₹600 an hour, members 20 % off: ₹480 an hour.
 *   January's credit: 2 seats × 4 hours × ₹480            = ₹3,840.00
 *   12 Jan, 6 hours: ₹2,880.00, all from credit (₹960.00 of credit left), billed ₹0
 *   19 Jan, 4 hours: ₹1,920.00, ₹960.00 from credit (2 hours), billed ₹960.00 (2 hours)
 * February's invoice, GST 18 % (CGST 9 % + SGST 9 %, each rounded per line):
 *   rent, 2 desks × ₹6,000                 ₹12,000.00   CGST ₹1,080.00   SGST ₹1,080.00
 *   4-Seater Meeting Room, 19 Jan, 2 of 4 h    ₹960.00   CGST    ₹86.40   SGST    ₹86.40
 *   taxable ₹12,960.00 + CGST ₹1,166.40 + SGST ₹1,166.40 = total ₹15,292.80
 */
let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
}, 300_000);
afterAll(() => db.close());
beforeEach(() => resetCompany(db));

type Line = {
  description: string;
  taxCode: { code: string };
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

it("bills February's rent and the 2 hours past January's credit on one GST invoice", async () => {
  // January's invoice (issued at acceptance) granted January's credit (0091); the holder lets
  // seat users use it.
  const id = await kestrelDesks(db, store, { startDate: "2027-01-01" });
  await db.query("update public.memberships set seat_users_share_credit = true where id = $1", [
    id,
  ]);
  await roomOnCompany(db, "2027-01-05T06:00:00Z", { date: "2027-01-12", hours: 6 });
  await roomOnCompany(db, "2027-01-06T06:00:00Z", { date: "2027-01-19", hours: 4 });

  const charges = await db.query<{ value: string; credit: string; amount: string }>(
    `select value_paise as value, credit_paise as credit, amount_paise as amount
     from public.company_charges order by booked_on`,
  );
  expect(charges.rows.map((r) => [r.value, r.credit, r.amount].map(Number))).toEqual([
    [288_000, 288_000, 0],
    [192_000, 96_000, 96_000],
  ]);

  await runBillingWith(store, SUPPLIER, at("2027-02-01T03:00:00Z"));
  const { rows } = await db.query<{
    lines: Line[];
    taxable_paise: string;
    cgst_paise: string;
    sgst_paise: string;
    total_paise: string;
    amount_due_paise: string;
  }>(
    `select i.lines, i.taxable_paise, i.cgst_paise, i.sgst_paise, i.total_paise, mi.amount_due_paise
     from public.membership_invoices mi join public.invoices i on i.id = mi.invoice_id
     where mi.membership_id = $1 and mi.period_start = '2027-02-01'`,
    [id],
  );
  const february = rows[0]!;
  expect(
    february.lines.map(({ taxCode, taxableValue, cgst, sgst, igst, total }) => ({
      sac: taxCode.code,
      taxableValue,
      cgst,
      sgst,
      igst,
      total,
    })),
  ).toEqual([
    {
      sac: "997212",
      taxableValue: 1_200_000,
      cgst: 108_000,
      sgst: 108_000,
      igst: 0,
      total: 1_416_000,
    },
    { sac: "997212", taxableValue: 96_000, cgst: 8_640, sgst: 8_640, igst: 0, total: 113_280 },
  ]);
  expect(february.lines[1]!.description).toBe(
    "4-Seater Meeting Room, 19 Jan 2027, booked by Ravi Kumar: 2 hours of 4 after room credit",
  );
  expect(
    [february.taxable_paise, february.cgst_paise, february.sgst_paise, february.total_paise].map(
      Number,
    ),
  ).toEqual([1_296_000, 116_640, 116_640, 1_529_280]);
  expect(Number(february.amount_due_paise)).toBe(1_529_280);
});
