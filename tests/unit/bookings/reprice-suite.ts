import { embeddedCaller } from "@/lib/db";
import { bookingFromRecord } from "@/lib/bookings/rows";
import type { Booking } from "@/lib/bookings/types";
import { bookingInvoiceRecord } from "@/lib/bookings/invoice";
import { movedTo, repriceDocuments } from "@/lib/bookings/reschedule/documents";
import {
  createRepriceStore,
  type RepriceAnswer,
  type RepriceStore,
} from "@/lib/bookings/reschedule/reprice-store";
import type { NewSlot } from "@/lib/bookings/reschedule/rules";
import { planMove } from "@/lib/bookings/reschedule/rules";
import { clubInstant, clubToday, type BookingRequest } from "@/lib/pricing";
import { weekdayAhead } from "../data/club-dates";
import type { TestDatabase } from "../data/test-database";
import { insertBooking, MEMBER, OTHER } from "./reschedule-suite";

const room = (date: string, time: string, hours: number): BookingRequest => ({
  kind: "meeting-room",
  room: "4-seater",
  techSupport: false,
  date,
  time,
  hours,
});

let serial = 0;

/**
 * 0110_booking_reprice.sql: a booking paid online moved to a time of another price, with its
 * credit note and new invoice in the move's transaction; the difference refunded from its
 * payments, or paid by an order of its own whose capture completes the move; a later
 * cancellation refunding no more than remains paid; the reconciliation balanced throughout.
 */
export function describeReprice(label: string, open: () => Promise<TestDatabase>) {
  describe(`reprice_booking (${label})`, () => {
    let db: TestDatabase;
    let store: RepriceStore;
    beforeAll(async () => {
      db = await open();
      store = createRepriceStore(embeddedCaller(async () => db));
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(async () => {
      await db.query("select set_config('app.booking_hours_per_week', '40', false)");
    });

    const read = async (id: string): Promise<Booking> =>
      bookingFromRecord(
        (
          await db.query<{ row: Record<string, unknown> }>(
            "select to_jsonb(b) as row from public.bookings b where b.id = $1",
            [id],
          )
        ).rows[0]!.row,
      );

    /** A booking of `hours` paid online by one captured payment, with its tax invoice. */
    async function paidBooking(request: BookingRequest) {
      const id = await insertBooking(db, MEMBER, request, { paymentStatus: "paid-online" });
      const booking = await read(id);
      const n = ++serial;
      const paymentId = `pay_rp${label[0]}${n}_${Date.now()}`;
      await db.query(
        `insert into public.payments (order_id, booking_id, user_id, amount_paise, status, payment_id,
           method, captured_at, confirmed_at)
         values ($1, $2, $3, $4, 'captured', $5, 'card', now(), now())`,
        [`order_rp${label[0]}${n}_${Date.now()}`, id, MEMBER, booking.totalPaise, paymentId],
      );
      const { record } = bookingInvoiceRecord(booking, {});
      const {
        rows: [invoice],
      } = await db.query<{ id: string }>(
        "select id from public.issue_invoice('invoice', $1, now(), $2::jsonb)",
        [paymentId, JSON.stringify(record)],
      );
      return { booking, paymentId, invoiceId: invoice!.id };
    }

    /** The server's part: the move priced and its documents built, then the function asked. */
    function reprice(booking: Booking, invoiceId: string | null, slot: NewSlot, now = new Date()) {
      const planned = planMove(booking.quote, slot, now);
      if (!planned?.ok) throw new Error("the slot is not a valid one");
      const documents = repriceDocuments(booking, movedTo(booking, planned.booking), {}, invoiceId);
      return store.reprice(booking.id, MEMBER, slot, now, documents);
    }

    const documents = async (id: string) =>
      (
        await db.query<{ series: string; total: string; credits: string | null; ref: string }>(
          `select i.series, i.total_paise::text as total, o.number as credits, i.payment_ref as ref
           from public.invoices i left join public.invoices o on o.id = i.credit_note_for
           where i.subject_id = $1 order by i.created_at, i.series`,
          [id],
        )
      ).rows;

    /** payments_reconciliation over every capture from a month back: both sides balance. */
    async function expectBalanced() {
      const from = weekdayAhead(-40, clubToday(new Date()));
      const to = weekdayAhead(5, clubToday(new Date()));
      const {
        rows: [totals],
      } = await db.query<Record<string, string>>(
        "select * from public.payments_reconciliation($1, $2)",
        [from, to],
      );
      const n = (key: string) => Number(totals![key]);
      expect(n("ledger_captured")).toBe(n("ledger_applied") + n("ledger_refunded"));
      expect({
        captured: n("books_captured"),
        applied: n("books_applied"),
        refunded: n("books_refunded"),
      }).toEqual({
        captured: n("ledger_captured"),
        applied: n("ledger_applied"),
        refunded: n("ledger_refunded"),
      });
    }

    /** The provider's refund of every claimed part of a move, recorded as processed. */
    async function refundParts(answer: Extract<RepriceAnswer, { outcome: "moved" }>) {
      for (const part of answer.refunds) {
        await store.recordRefund(
          answer.repriceId!,
          part.paymentId,
          `rfnd_${++serial}`,
          "processed",
        );
      }
    }

    /** The server's full refund of a payment that settled nothing (0017's claim, 0018's record). */
    async function refundInFull(payment: { orderId: string; paymentId: string; amount: number }) {
      await db.query("select public.claim_payment_refund($1, $2, $3, 'late')", [
        payment.paymentId,
        payment.orderId,
        payment.amount,
      ]);
      await db.query("select public.record_booking_payment_refund($1, $2, $3, 'processed')", [
        payment.paymentId,
        `rfnd_${++serial}`,
        payment.amount,
      ]);
    }

    /** Cancels the member's booking as the embedded server does (the policy's amount stored). */
    async function cancel(id: string, refund: number) {
      await db.query(
        "update public.bookings set status = 'cancelled', cancelled_at = now(), refund_paise = $2 where id = $1",
        [id, refund],
      );
    }

    it("cheaper: moves at once, credits the invoice in full, invoices the new price and claims the exact difference", async () => {
      const date = weekdayAhead(14);
      const { booking, paymentId, invoiceId } = await paidBooking(room(date, "10:00", 2));
      const answer = await reprice(booking, invoiceId, { date, time: "14:00", hours: 1 });
      expect(answer.outcome).toBe("moved");
      if (answer.outcome !== "moved") return;
      expect(answer.booking).toMatchObject({
        startsAt: clubInstant(date, "14:00")!.toISOString(),
        totalPaise: 70_800,
        sequence: 1,
      });
      expect(answer.refunds).toEqual([
        { paymentId, orderId: expect.any(String), amount: 70_800, buyer: {} },
      ]);
      const docs = await documents(booking.id);
      expect(docs.map((d) => [d.series, d.total])).toEqual([
        ["invoice", "141600"],
        ["credit_note", "141600"],
        ["invoice", "70800"],
      ]);
      expect(docs[1]!.credits).toMatch(/^LC\//);
      expect(docs[2]!.ref).toBe(`mv:${answer.repriceId}`);
      await refundParts(answer);
      await expectBalanced();
      // Once only: the same documents are never issued twice for the move.
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.booking_reprice_refunds where reprice_id = $1",
        [answer.repriceId],
      );
      expect(rows[0]!.n).toBe(1);
    });

    it("dearer: nothing moves until the difference's capture, which completes the move with its documents", async () => {
      const date = weekdayAhead(21);
      const { booking, invoiceId } = await paidBooking(room(date, "10:00", 1));
      const answer = await reprice(booking, invoiceId, { date, time: "10:00", hours: 2 });
      expect(answer).toMatchObject({ outcome: "pending", difference: 70_800, total: 141_600 });
      if (answer.outcome !== "pending") return;
      expect(await read(booking.id)).toMatchObject({ hours: 1, totalPaise: 70_800, sequence: 0 });
      expect(await documents(booking.id)).toHaveLength(1);

      const orderId = `order_diff_${++serial}_${Date.now()}`;
      await expect(store.recordOrder(answer.repriceId, orderId, 70_000, {})).rejects.toThrow(
        /amount differs/,
      );
      await store.recordOrder(answer.repriceId, orderId, 70_800, {});
      const payment = { orderId, paymentId: `pay_diff_${serial}`, method: "upi", amount: 70_800 };
      expect(await store.settle(payment, new Date())).toEqual({
        outcome: "confirmed",
        bookingId: booking.id,
      });
      expect(await read(booking.id)).toMatchObject({
        hours: 2,
        totalPaise: 141_600,
        sequence: 1,
        paymentStatus: "paid-online",
      });
      expect((await documents(booking.id)).map((d) => [d.series, d.total])).toEqual([
        ["invoice", "70800"],
        ["credit_note", "70800"],
        ["invoice", "141600"],
      ]);
      // The other path (webhook after the callback) finds it settled.
      expect((await store.settle(payment, new Date())).outcome).toBe("settled");
      await expectBalanced();

      // A later cancellation at 100 % refunds both payments, each no more than it paid.
      await cancel(booking.id, 141_600);
      const parts = await store.claimCancellationRefunds(booking.id, 141_600);
      expect(parts.map((p) => p.amount).sort()).toEqual([70_800, 70_800]);
      expect(await store.claimCancellationRefunds(booking.id, 141_600)).toEqual([]);
      for (const part of parts) {
        await store.recordCancellationRefund({
          ...part,
          refundId: `rfnd_${++serial}`,
          status: "processed",
        });
      }
      expect((await read(booking.id)).refundPaise).toBe(141_600);
      await expectBalanced();
    });

    it("dearer, paid after its time: refunded in full and the booking stays where it was", async () => {
      const date = weekdayAhead(28);
      const { booking, invoiceId } = await paidBooking(room(date, "11:00", 1));
      const asked = new Date(Date.now() - 20 * 60_000);
      const answer = await reprice(booking, invoiceId, { date, time: "11:00", hours: 3 }, asked);
      if (answer.outcome !== "pending") throw new Error(answer.outcome);
      expect(new Date(answer.expiresAt).getTime()).toBe(asked.getTime() + 15 * 60_000);
      const orderId = `order_late_${++serial}_${Date.now()}`;
      await store.recordOrder(answer.repriceId, orderId, answer.difference, {});
      const payment = { orderId, paymentId: `pay_late_${serial}`, method: "upi", amount: 141_600 };
      expect((await store.settle(payment, new Date())).outcome).toBe("refund");
      expect(await read(booking.id)).toMatchObject({ hours: 1, totalPaise: 70_800, sequence: 0 });
      expect(await documents(booking.id)).toHaveLength(1);
      await refundInFull(payment);
      await expectBalanced();
    });

    it("dearer, its new time booked by someone else meanwhile: refunded, the booking where it was", async () => {
      const date = weekdayAhead(35);
      const { booking, invoiceId } = await paidBooking(room(date, "09:00", 1));
      const answer = await reprice(booking, invoiceId, { date, time: "15:00", hours: 2 });
      if (answer.outcome !== "pending") throw new Error(answer.outcome);
      await insertBooking(db, OTHER, room(date, "16:00", 1));
      const orderId = `order_taken_${++serial}_${Date.now()}`;
      await store.recordOrder(answer.repriceId, orderId, answer.difference, {});
      const payment = { orderId, paymentId: `pay_taken_${serial}`, method: "upi", amount: 70_800 };
      expect((await store.settle(payment, new Date())).outcome).toBe("refund");
      expect((await read(booking.id)).startsAt).toBe(clubInstant(date, "09:00")!.toISOString());
      await refundInFull(payment);
      await expectBalanced();
    });

    it("refuses a dearer time that is taken before anything is asked of the member", async () => {
      const date = weekdayAhead(42);
      const { booking, invoiceId } = await paidBooking(room(date, "09:00", 1));
      await insertBooking(db, OTHER, room(date, "13:00", 1));
      const answer = await reprice(booking, invoiceId, { date, time: "12:00", hours: 2 });
      expect(answer.outcome).toBe("taken");
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.booking_reprices where booking_id = $1",
        [booking.id],
      );
      expect(rows[0]!.n).toBe(0);
    });

    it("a later cancellation refunds by the policy of what remains paid, never more", async () => {
      const date = weekdayAhead(49);
      const { booking, paymentId, invoiceId } = await paidBooking(room(date, "10:00", 3));
      const answer = await reprice(booking, invoiceId, { date, time: "10:00", hours: 1 });
      if (answer.outcome !== "moved") throw new Error(answer.outcome);
      expect(answer.refunds.map((p) => p.amount)).toEqual([141_600]);
      await refundParts(answer);
      await cancel(booking.id, 70_800);
      // Asked for more than remains (the whole first price): only what remains, ₹708.
      const parts = await store.claimCancellationRefunds(booking.id, 212_400);
      expect(parts).toEqual([
        { paymentId, orderId: expect.any(String), amount: 70_800, buyer: {} },
      ]);
      await store.recordCancellationRefund({
        ...parts[0]!,
        refundId: `rfnd_${++serial}`,
        status: "processed",
      });
      await expectBalanced();
    });

    it("leaves a booking due at the desk to reschedule_booking's rules: its new price, no documents", async () => {
      const date = weekdayAhead(56);
      const id = await insertBooking(db, MEMBER, room(date, "10:00", 2));
      const desk = await read(id);
      const answer = await reprice(desk, null, { date, time: "10:00", hours: 1 });
      // Due at the desk: moved at its new price, nothing credited, nothing to refund.
      expect(answer).toMatchObject({ outcome: "moved", refunds: [] });
      expect(answer.outcome === "moved" && answer.repriceId).toBeFalsy();
    });
  });
}
