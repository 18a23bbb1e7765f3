/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { runBillingWith } from "@/lib/memberships/billing-run";
import { activeDesk, at, storeOn, SUPPLIER } from "./membership-db";

/** Autopay's mandate functions (0043) on a PostgreSQL server, as the server mode runs them. */
describeWithPostgres("autopay's mandates on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("lets one of two set-ups at once through; the other is refused", async () => {
    const [first, second] = await postgres.twoPools();
    const { membership } = await activeDesk(first, storeOn(first));
    const stores = [storeOn(first), storeOn(second)];
    const started = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        stores[i % 2]!.startAutopay(
          membership.id,
          `sub_race${i}`,
          "emandate",
          at("2027-01-02T03:00:00Z"),
        ),
      ),
    );
    const won = started.filter((row) => row !== null);
    expect(won).toHaveLength(1);
    const { rows } = await first.query<{
      autopay_status: string;
      autopay_subscription_id: string;
      autopay_mandate: string;
    }>(
      "select autopay_status, autopay_subscription_id, autopay_mandate from public.memberships where id = $1",
      [membership.id],
    );
    expect(rows).toEqual([
      {
        autopay_status: "pending",
        autopay_subscription_id: won[0]!.autopay_subscription_id,
        autopay_mandate: "emandate",
      },
    ]);
  }, 180_000);

  it("follows the mandate's events, e-mails a halt once to the holder and staff, keeps cancelled final", async () => {
    const [db] = await postgres.twoPools();
    const store = storeOn(db);
    const { membership } = await activeDesk(db, store);
    await store.startAutopay(membership.id, "sub_pg0001", "upi-card", at("2027-01-02T03:00:00Z"));
    const steps: [string, string | null][] = [];
    for (const state of ["active", "halted", "halted", "cancelled", "active"]) {
      const row = await store.setMandateState(
        "sub_pg0001",
        state,
        "razorpay",
        at("2027-02-04T05:00:00Z"),
      );
      steps.push([state, row && `${row.previous}→${row.current}`]);
    }
    expect(steps).toEqual([
      ["active", "pending→active"],
      ["halted", "active→halted"],
      ["halted", "halted→halted"],
      ["cancelled", "halted→cancelled"],
      ["active", "cancelled→cancelled"],
    ]);
    expect(await store.setMandateState("sub_unknown", "halted", "razorpay", new Date())).toBeNull();
    // A charge made before the cancel and settled after it pays January, and revives nothing.
    await runBillingWith(store, SUPPLIER, at("2027-01-01T03:00:00Z"));
    expect(
      await store.settlePayment(
        { subscriptionId: "sub_pg0001", paymentId: "pay_late", amount: 708_000, method: "upi" },
        at("2027-02-04T06:00:00Z"),
        true,
      ),
    ).toMatchObject({ outcome: "paid" });
    expect((await store.byId(membership.id))!.autopay_status).toBe("cancelled");
    const { rows } = await db.query<{
      source_id: string;
      recipient: string | null;
      audience: string;
    }>(
      `select source_id, recipient, payload ->> 'audience' as audience from public.outbox
       where template = 'membership-autopay-halted' order by audience`,
    );
    expect(rows).toEqual([
      { source_id: "sub_pg0001:2027-02-04", recipient: "asha@example.com", audience: "holder" },
      { source_id: "sub_pg0001:2027-02-04", recipient: null, audience: "staff" },
    ]);
  }, 180_000);
});
