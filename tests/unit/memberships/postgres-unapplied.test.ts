/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { describeWithPostgres, usePostgresServer } from "../db/postgres-server";
import { activeDesk, at, HOLDER, storeOn } from "./membership-db";

/**
 * 0045's settlement of membership payments on a PostgreSQL server, with two processes' pools at
 * once (the checkout's callback and the webhook): each payment settles the invoice once, or is
 * to be refunded, never both, and the books and the ledger of provider payments agree.
 */
describeWithPostgres("membership payments on a PostgreSQL server", () => {
  const postgres = usePostgresServer();

  it("settles an invoice once when its payment and a superseded order's arrive at once", async () => {
    const [first, second] = await postgres.twoPools();
    const store = storeOn(first);
    const { firstInvoiceId } = await activeDesk(first, store, { paid: false });
    await store.setInvoiceOrder(firstInvoiceId, "order_old");
    await store.setInvoiceOrder(firstInvoiceId, "order_new");

    const stores = [storeOn(first), storeOn(second)];
    const paid = (paymentId: string, orderId: string, i: number) =>
      stores[i % 2]!.settlePayment(
        { orderId, paymentId, amount: 2_742_581, method: "upi" },
        at("2026-11-27T06:00:00Z"),
        true,
      );
    // Each payment delivered twice (callback and webhook), all four at once.
    const answers = await Promise.all([
      paid("pay_new", "order_new", 0),
      paid("pay_new", "order_new", 1),
      paid("pay_old", "order_old", 0),
      paid("pay_old", "order_old", 1),
    ]);
    const outcomes = answers.map((a) => a.outcome).sort();
    // One payment pays it (once: 'paid' then 'settled'); the other is to be refunded, twice asked.
    expect(outcomes).toEqual(["paid", "refund", "refund", "settled"]);
    expect(new Set(answers.filter((a) => a.outcome === "refund").map((a) => a.note))).toEqual(
      new Set(["invoice paid already (online)"]),
    );

    const loser = answers.find((a) => a.outcome === "refund")!;
    const loserId = loser.orderId === "order_new" ? "pay_new" : "pay_old";
    const claims = await Promise.all(
      [first, second].map((pool) =>
        pool.query<{ claimed: boolean }>(
          "select public.claim_unapplied_refund($1, $2, 2742581, $3) as claimed",
          [loserId, loser.orderId, loser.note],
        ),
      ),
    );
    expect(claims.map((c) => c.rows[0]!.claimed).sort()).toEqual([false, true]);
    await first.query("select public.record_payment_refund($1, 'rfnd_1', 'processed')", [loserId]);

    const { rows } = await first.query<Record<string, number>>(
      "select * from public.payments_reconciliation('2026-11-01', '2026-11-30')",
    );
    expect(rows[0]).toEqual({
      ledger_captured: 5_485_162,
      ledger_applied: 2_742_581,
      ledger_refunded: 2_742_581,
      books_captured: 5_485_162,
      books_applied: 2_742_581,
      books_refunded: 2_742_581,
    });
    const [invoice] = await store.invoicesOf((await store.ofHolder(HOLDER))!.id);
    expect(invoice).toMatchObject({ status: "paid", payment_method: "online" });
  }, 180_000);
});
