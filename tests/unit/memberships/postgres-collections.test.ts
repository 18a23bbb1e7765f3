/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import {
  createPostgresDatabase,
  migratePostgresDatabase,
  type PostgresDatabase,
} from "@/lib/db/postgres";
import { markPaidWith } from "@/lib/memberships/actions";
import { runBillingWith } from "@/lib/memberships/billing-run";
import {
  collectionsViewWith,
  recordTdsCertificateWith,
  setTdsWith,
} from "@/lib/memberships/collections-view";
import { acceptOffer, createOffer } from "@/lib/memberships/offers";
import {
  describeWithPostgres,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { at, DESK_OFFER, HOLDER, offerToken, storeOn, SUPPLIER } from "./membership-db";

describeWithPostgres("TDS and collections on a PostgreSQL server", () => {
  let server: PostgresServer;
  let db: PostgresDatabase;

  beforeAll(async () => {
    server = await startPostgresServer();
    db = createPostgresDatabase({ url: await server.createDatabase() });
    await migratePostgresDatabase(db);
  }, 120_000);

  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await server?.stop();
  }, 60_000);

  it("asks for the net, reminds at +10 and +20 days, and lists the TDS until it is certified", async () => {
    const store = storeOn(db);
    const made = await createOffer(store, DESK_OFFER, "desk", at("2026-11-26T06:00:00Z"), false);
    await setTdsWith(store, made.id, 10, "desk", at("2026-11-26T06:10:00Z"));
    await acceptOffer(
      store,
      await offerToken(db, made.id),
      HOLDER,
      SUPPLIER,
      at("2026-11-26T07:00:00Z"),
      false,
    );
    const [first] = await store.invoicesOf(made.id);
    // ₹3,425.81 + the ₹24,000 deposit, less 10 % of ₹2,903.23 rent (₹290.32).
    expect(Number(first!.amount_due_paise)).toBe(342_581 + 2_400_000 - 29_032);
    await markPaidWith(
      store,
      first!.id,
      { method: "UPI", reference: "U1" },
      "desk",
      at("2026-11-27T06:00:00Z"),
    );

    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    const reminders = [];
    for (const day of ["05", "08", "15", "25", "26"]) {
      reminders.push(
        (await runBillingWith(store, SUPPLIER, at(`2027-01-${day}T03:00:00Z`))).reminders,
      );
    }
    expect(reminders).toEqual([1, 1, 1, 1, 0]);
    const view = await collectionsViewWith(store, at("2027-01-26T06:00:00Z"));
    expect(view.overdue.map((m) => [m.daysOverdue, m.amount])).toEqual([[21, 708_000 - 60_000]]);
    expect(view.aged.totals).toMatchObject({ "0-30": 648_000, total: 648_000 });
    expect(view.tdsOutstanding.map((r) => [r.quarter, r.outstanding])).toEqual([
      ["2026-27 Q3", 29_032],
    ]);

    await recordTdsCertificateWith(
      store,
      made.id,
      { quarter: "2026-27 Q3", amount: 29_032, certificateNumber: "C-1" },
      "desk",
      at("2027-02-10T06:00:00Z"),
    );
    expect((await collectionsViewWith(store, at("2027-02-10T07:00:00Z"))).tdsOutstanding).toEqual(
      [],
    );
  }, 180_000);
});
