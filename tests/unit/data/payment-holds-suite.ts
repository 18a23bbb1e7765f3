import { weekdayAhead } from "./club-dates";
import { asRole } from "./pglite";
import type { TestDatabase } from "./test-database";

const MEMBERS = Array.from(
  { length: 20 },
  (_, i) => `0b7d4a52-8f3e-4f0a-bb61-${String(i).padStart(12, "0")}`,
);
const [FIRST, SECOND] = MEMBERS as [string, string];

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code,
  );

/**
 * 0010_online_payments.sql: with payments online, a booking is a hold that blocks its slot until
 * it expires or is paid; the server settles each payment once, and never double-books a slot.
 */
export function describePaymentHolds(label: string, open: () => Promise<TestDatabase>) {
  describe(`payment holds and settlement (${label})`, () => {
    let db: TestDatabase;
    let date: string;
    beforeAll(async () => {
      db = await open();
      date = weekdayAhead(10);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(async () => {
      await db.query("select set_config('app.payment_hold_seconds', '900', false)");
      await db.exec(
        "delete from public.payments; delete from public.payment_events; delete from public.outbox; delete from public.bookings;",
      );
    });

    /** A 4-seater hour at `hour` club time on the test date, inserted as the embedded server does. */
    const hold = (userId: string, hour = 10, resource = "4-seater") =>
      db.query<{ id: string; status: string; payment_status: string; hold_expires_at: Date }>(
        `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
       values ($1, 'meeting-room', $2, ($3::date + make_time($4, 0, 0)) at time zone 'Asia/Kolkata',
         ($3::date + make_time($4 + 1, 0, 0)) at time zone 'Asia/Kolkata', $3, 1,
         '{"kind":"meeting-room"}', 70800, 'member@example.in')
       returning id, status, payment_status, hold_expires_at`,
        [userId, resource, date, hour],
      );
    const lapse = (id: string) =>
      db.query(
        "update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1",
        [id],
      );
    const order = async (bookingId: string, orderId: string, amount = 70800) =>
      db.query("select * from public.record_payment_order($1, $2, $3)", [
        bookingId,
        orderId,
        amount,
      ]);
    const confirm = async (orderId: string, paymentId: string, amount = 70800) =>
      (
        await db.query<{ outcome: string; booking_id: string }>(
          "select * from public.confirm_payment($1, $2, 'upi', $3)",
          [orderId, paymentId, amount],
        )
      ).rows[0]!;
    const statusOf = async (id: string) =>
      (
        await db.query<{ status: string; payment_status: string }>(
          "select status, payment_status from public.bookings where id = $1",
          [id],
        )
      ).rows[0]!;
    const owed = async (template: string) =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from public.outbox where template = $1",
          [template],
        )
      ).rows[0]!.n;

    it("stores a room booking as a 15-minute hold that blocks its slot and owes no e-mail yet", async () => {
      const { rows } = await hold(FIRST);
      expect(rows[0]).toMatchObject({
        status: "pending_payment",
        payment_status: "awaiting-online-payment",
      });
      const minutes = (rows[0]!.hold_expires_at.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14.9);
      expect(minutes).toBeLessThanOrEqual(15);
      expect(await code(hold(SECOND))).toBe("23P01");
      expect(await owed("booking-confirmation")).toBe(0);
    });

    it("keeps today's behaviour when payments are taken at the front desk", async () => {
      await db.query("select set_config('app.payment_hold_seconds', '', false)");
      const { rows } = await hold(FIRST);
      expect(rows[0]).toMatchObject({ status: "confirmed", payment_status: "due-at-front-desk" });
      expect(await owed("booking-confirmation")).toBe(1);
    });

    it("lets an expired hold block nobody: an insert over it expires it, the slot list ignores it, the sweep expires the rest", async () => {
      const first = (await hold(FIRST, 10)).rows[0]!.id;
      const other = (await hold(FIRST, 14)).rows[0]!.id;
      await lapse(first);
      await lapse(other);
      const taken = await db.query(
        "select * from public.taken_booking_slots('4-seater', ($1::date)::timestamptz - interval '1 day', ($1::date)::timestamptz + interval '2 days')",
        [date],
      );
      expect(taken.rows).toEqual([]);

      expect((await hold(SECOND, 10)).rows[0]!.status).toBe("pending_payment");
      expect((await statusOf(first)).status).toBe("expired");
      expect((await statusOf(other)).status).toBe("pending_payment");
      const swept = await db.query<{ expired: number }>(
        "select * from public.expire_payment_holds()",
      );
      expect(swept.rows[0]!.expired).toBe(1);
      expect((await statusOf(other)).status).toBe("expired");
    });

    it("gives the slot to exactly one of 20 members holding it at once", async () => {
      const results = await Promise.all(MEMBERS.map((member) => code(hold(member))));
      expect(results.filter((r) => r === "ok")).toHaveLength(1);
      expect(results.filter((r) => r === "23P01")).toHaveLength(19);
    });

    it("confirms a paid hold exactly once, whichever path comes first, and owes its e-mail once", async () => {
      const id = (await hold(FIRST)).rows[0]!.id;
      await order(id, "order_A");
      const [callback, webhook] = await Promise.all([
        confirm("order_A", "pay_A"),
        confirm("order_A", "pay_A"),
      ]);
      expect([callback.outcome, webhook.outcome].sort()).toEqual(["confirmed", "settled"]);
      expect(await statusOf(id)).toEqual({ status: "confirmed", payment_status: "paid-online" });
      expect(await owed("booking-confirmation")).toBe(1);
    });

    it("refuses an order for another amount than the booking's price", async () => {
      const id = (await hold(FIRST)).rows[0]!.id;
      expect(await code(order(id, "order_cheap", 100))).toBe("23514");
      await order(id, "order_B");
      expect(await code(confirm("order_B", "pay_B", 100))).toBe("23514");
      expect((await statusOf(id)).status).toBe("pending_payment");
    });

    it("answers 'unknown' for an order it never made, changing nothing", async () => {
      expect((await confirm("order_nobody", "pay_X")).outcome).toBe("unknown");
    });

    it("revives a lapsed hold whose slot is still free, and refunds one whose slot was taken", async () => {
      const free = (await hold(FIRST, 10)).rows[0]!.id;
      await order(free, "order_free");
      await lapse(free);
      await db.query("select public.expire_payment_holds()");
      expect((await confirm("order_free", "pay_free")).outcome).toBe("confirmed");
      expect((await statusOf(free)).status).toBe("confirmed");

      const late = (await hold(FIRST, 15)).rows[0]!.id;
      await order(late, "order_late");
      await lapse(late);
      const taker = (await hold(SECOND, 15)).rows[0]!.id;
      const settled = await confirm("order_late", "pay_late");
      expect(settled).toEqual({ outcome: "refund", booking_id: late, payment_status: "captured" });
      expect((await statusOf(late)).status).toBe("expired");
      expect((await statusOf(taker)).status).toBe("pending_payment");
      // Until the refund is recorded, the webhook's retry is told to refund too; after it, nothing.
      expect((await confirm("order_late", "pay_late")).outcome).toBe("refund");
      await db.query(
        "select public.record_booking_refund($1, 'rfnd_1', 70800, 'processed', true)",
        [late],
      );
      expect((await confirm("order_late", "pay_late")).outcome).toBe("refunded");
      expect(await owed("payment-refunded")).toBe(1);
    });

    it("counts a webhook delivery once", async () => {
      const first = await db.query<{ fresh: boolean }>(
        "select * from public.record_payment_event('evt_1', 'payment.captured')",
      );
      const again = await db.query<{ fresh: boolean }>(
        "select * from public.record_payment_event('evt_1', 'payment.captured')",
      );
      expect([first.rows[0]!.fresh, again.rows[0]!.fresh]).toEqual([true, false]);
    });

    it("keeps the payment functions from members", async () => {
      const id = (await hold(FIRST)).rows[0]!.id;
      await asRole(db, "authenticated", FIRST, async () => {
        expect(await code(db.query("select public.confirm_payment('o', 'p', 'upi', 70800)"))).toBe(
          "42501",
        );
        expect(await code(db.query("select public.record_payment_order($1, 'o', 1)", [id]))).toBe(
          "42501",
        );
        expect(
          await code(
            db.query("update public.bookings set status = 'confirmed' where id = $1", [id]),
          ),
        ).toBe("42501");
      });
    });
  });
}
