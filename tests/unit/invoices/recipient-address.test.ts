/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { issueInvoice } from "@/lib/invoices/issue";
import { fromInvoiceRow, type InvoiceRow } from "@/lib/invoices/record";
import { buyerOf, firstPeriod, membershipInvoiceDraft, rentOf } from "@/lib/memberships/billing";
import { migratedPGlite } from "../data/pglite";
import { CLUB, DELHI_GSTIN } from "./fixtures";

const DESK = {
  term: "monthly" as const,
  monthlyRent: 600_000,
  startDate: "2026-12-17",
  endDate: null,
};
const ADDRESS = "4th Floor, 12 Barakhamba Road, Connaught Place, New Delhi 110001";

let db: PGlite;
beforeAll(async () => {
  db = await migratedPGlite();
}, 60_000);
afterAll(() => db.close());

/** 0040: the recipient's address and state code are stored with the invoice, as printed. */
describe("the recipient's address on a stored tax invoice", () => {
  it("keeps a Delhi company's address and state code, and the place of supply 09", async () => {
    const period = firstPeriod(DESK);
    const draft = membershipInvoiceDraft({
      supplier: CLUB,
      buyer: buyerOf("Rohan Mehta", {
        legalName: "Mehta Analytics LLP",
        gstin: DELHI_GSTIN,
        billingAddress: ADDRESS,
        stateCode: "07",
      }),
      plan: "dedicated-desk",
      seats: 1,
      period,
      rent: rentOf(period, DESK),
    });
    const issued = await issueInvoice(db, {
      series: "invoice",
      paymentRef: "membership:m1:2026-12-17",
      issuedAt: new Date("2026-12-17T05:00:00Z"),
      draft,
      subject: "membership",
      subjectId: "m1",
    });
    expect(issued.buyer).toEqual({
      name: "Rohan Mehta",
      company: "Mehta Analytics LLP",
      gstin: DELHI_GSTIN,
      address: ADDRESS,
      stateCode: "07",
    });
    const { rows } = await db.query<InvoiceRow>("select * from public.invoices where id = $1", [
      issued.id,
    ]);
    expect(rows[0]).toMatchObject({
      buyer_address: ADDRESS,
      buyer_state: "07",
      place_of_supply: "09",
      supply: "intra-state",
      cgst_paise: 26_129,
    });
    expect(fromInvoiceRow(rows[0]!).buyer.address).toBe(ADDRESS);
  });

  it("refuses a state code that is not two digits", async () => {
    await expect(db.query("update public.invoices set buyer_state = 'Delhi'")).rejects.toThrow(
      /invoices_buyer_state_format/,
    );
  });
});
