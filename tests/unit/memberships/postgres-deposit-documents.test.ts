/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { embeddedCaller } from "@/lib/db";
import { gstr1MonthCsvWith } from "@/lib/accounts/gstr1-export";
import {
  depositDocumentsIssuedWith,
  depositDocumentsOfWith,
} from "@/lib/memberships/deposit-documents";
import { createPaymentLedger } from "@/lib/payments/ledger";
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { activeDesk, at, storeOn } from "./membership-db";

describeWithPostgres("deposit documents and the GSTR-1 month on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("issues one receipt when two processes settle the first invoice at once, and exports it apart", async () => {
    const [first, second] = await postgres.twoPools();
    const { membership, firstInvoiceId } = await activeDesk(first, storeOn(first), {
      paid: false,
    });
    await Promise.all(
      [first, second, first, second].map((pool, i) =>
        storeOn(pool).settleInvoice(
          firstInvoiceId,
          "UPI",
          `UTR${i}`,
          "desk",
          at("2026-11-27T06:00:00Z"),
        ),
      ),
    );
    const documents = await depositDocumentsOfWith(storeOn(first), membership.id);
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      kind: "receipt",
      number: "DR/26-27/000001",
      amount: 2_400_000,
      deposit: 2_400_000,
    });

    const ledger = createPaymentLedger(embeddedCaller(async () => first));
    const csv = await gstr1MonthCsvWith(
      {
        invoicesIssued: ledger.listInvoicesIssued,
        depositDocumentsIssued: (from, to) => depositDocumentsIssuedWith(storeOn(first), from, to),
      },
      "2026-11",
    );
    expect(csv).toContain("OE,09-Uttar Pradesh,18,2903.23,0.00,261.29,261.29,0.00");
    expect(csv).toMatch(/Receipt,DR\/26-27\/000001,27-Nov-2026,Asha Verma,,24000\.00,0\.00,0\.00/);
    expect(csv).toContain("Tax invoices,1,3425.81,2903.23,0.00,261.29,261.29");
  }, 180_000);
});
