/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { invoicesCsvStream } from "@/lib/memberships/csv";
import { streamInvoicesIssued } from "@/lib/memberships/invoice-export";
import type { MembershipStore } from "@/lib/memberships/store";
import { migratedPGlite } from "../data/pglite";
import { activeDesk, at, resetMemberships, storeOn, SUPPLIER } from "./membership-db";

let db: PGlite;
let store: MembershipStore;
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
}, 60_000);
afterAll(() => db.close());

/** The store, recording how many rows each page the export asked for held. */
function countingPages(pages: number[]): MembershipStore {
  return {
    ...store,
    invoicesPage: async (...args: Parameters<MembershipStore["invoicesPage"]>) => {
      const rows = await store.invoicesPage(...args);
      pages.push(rows.length);
      return rows;
    },
  };
}

async function csvOf(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  return (await new Response(stream).text()).trim().split("\n");
}

describe("the accountant's membership-invoice CSV", () => {
  let numbers: string[];
  beforeAll(async () => {
    await resetMemberships(db);
    // The first invoice on 26 Nov 2026, then January to March in one run: three invoices issued
    // at the same instant, so the pages must follow the invoice number within it.
    await activeDesk(db, store);
    await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
    const { rows } = await db.query<{ number: string }>(
      "select number from public.invoices order by issued_at, number",
    );
    numbers = rows.map((r) => r.number);
    expect(numbers).toHaveLength(4);
  });

  it("fetches a page at a time, the next only once the last is read", async () => {
    const pages: number[] = [];
    const rows = streamInvoicesIssued(countingPages(pages), "2026-11-01", "2027-03-31", 2);
    const first = await rows.next();
    expect(first.value?.number).toBe(numbers[0]);
    expect(pages).toEqual([2]);
    const rest: string[] = [];
    for await (const row of rows) rest.push(row.number ?? "");
    expect([first.value?.number, ...rest]).toEqual(numbers);
    expect(pages).toEqual([2, 2, 0]);
  });

  it("streams every invoice of the period once, in number order, from pages of two", async () => {
    const lines = await csvOf(
      invoicesCsvStream(streamInvoicesIssued(store, "2026-11-01", "2027-03-31", 2)),
    );
    expect(lines[0]).toBe(
      "Invoice number,Date,Customer,GSTIN,Place of supply,Taxable value,CGST,SGST,IGST,Total,Security deposit (no GST),Amount due,Status",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(numbers);
    expect(lines[1]).toBe(
      `${numbers[0]},2026-11-26,Asha Verma,,09 Uttar Pradesh,2903.23,261.29,261.29,0.00,3425.81,24000.00,27425.81,paid`,
    );
  });

  it("takes the period in club dates: an invoice of 26 Nov is not in a file from 27 Nov", async () => {
    const lines = await csvOf(
      invoicesCsvStream(streamInvoicesIssued(store, "2026-11-27", "2027-03-31", 2)),
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual(numbers.slice(1));
  });
});
