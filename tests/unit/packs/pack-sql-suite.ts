import { embeddedCaller } from "@/lib/db";
import { createPackStore, type PackStore } from "@/lib/packs/store";
import type { TestDatabase } from "../data/test-database";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const CONTACT = { name: "Asha Verma", email: "asha@example.in" };
const DAY = 86_400_000;

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * 0095_prepaid_packs.sql through the packs' store, as the server calls it in every mode: the
 * same SQL on PGlite and on a PostgreSQL server.
 */
export function describePackSql(label: string, open: () => Promise<TestDatabase>) {
  describe(`prepaid packs in SQL (${label})`, () => {
    let db: TestDatabase;
    let store: PackStore;
    beforeAll(async () => {
      db = await open();
      store = createPackStore(embeddedCaller(async () => db));
    }, 120_000);
    afterAll(() => db.close());

    const ledgerOf = async (packId: string) =>
      (
        await db.query<{ entry: string; amount_paise: string }>(
          "select entry, amount_paise::text from public.credit_ledger where pack_id = $1 order by at",
          [packId],
        )
      ).rows.map((r) => [r.entry, r.amount_paise]);

    async function soldPack(orderId: string) {
      const pack = await store.create({
        userId: MEMBER,
        product: "day-passes",
        value: 300_000,
        price: 270_000,
        total: 318_600,
        contact: CONTACT,
      });
      await store.recordOrder(pack.id, orderId, 318_600, {});
      return pack;
    }

    it("refuses an order for another amount, and grants the credit once however often the payment settles", async () => {
      const pack = await soldPack("order_sql_1");
      expect(pack).toMatchObject({ status: "pending", appliesTo: "day-pass", balancePaise: 0 });
      expect(await failure(store.recordOrder(pack.id, "order_sql_x", 318_500, {}))).toMatchObject({
        message: expect.stringMatching(/amount differs from the price/),
      });
      const payment = {
        orderId: "order_sql_1",
        paymentId: "pay_sql_1",
        method: "upi",
        amount: 318_600,
      };
      expect(await store.settle(payment)).toEqual({ outcome: "confirmed", packId: pack.id });
      expect(await store.settle(payment)).toEqual({ outcome: "settled", packId: pack.id });
      // Another payment of the same order goes back.
      expect(await store.settle({ ...payment, paymentId: "pay_sql_2" })).toEqual({
        outcome: "refund",
        packId: pack.id,
      });
      expect(await ledgerOf(pack.id)).toEqual([["grant", "300000"]]);
      expect(await store.get(pack.id)).toMatchObject({ status: "active", balancePaise: 300_000 });
    });

    it("owes the expiry e-mail and writes the expiry row once each, however often it runs", async () => {
      const pack = await soldPack("order_sql_3");
      await store.settle({
        orderId: "order_sql_3",
        paymentId: "pay_sql_3",
        method: "card",
        amount: 318_600,
      });
      const lapses = new Date((await store.get(pack.id))!.expiresAt!);
      const weekBefore = new Date(lapses.getTime() - 6 * DAY);
      await store.oweExpiryReminders(weekBefore);
      await store.oweExpiryReminders(weekBefore);
      const mails = await db.query<{ recipient: string }>(
        "select recipient from public.outbox where template = 'pack-expiring' and source_id = $1",
        [pack.id],
      );
      expect(mails.rows).toEqual([{ recipient: CONTACT.email }]);
      await Promise.all([store.expire(lapses), store.expire(lapses)]);
      await store.expire(new Date(lapses.getTime() + DAY));
      expect(await ledgerOf(pack.id)).toEqual([
        ["grant", "300000"],
        ["expiry", "-300000"],
      ]);
      expect(await store.get(pack.id)).toMatchObject({ balancePaise: 0 });
    });
  });
}
