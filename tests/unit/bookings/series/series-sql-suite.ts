import { embeddedCaller } from "@/lib/db";
import { SeriesDateTakenError, SeriesLimitError } from "@/lib/bookings/series/errors";
import { createSeriesStore, type SeriesStore } from "@/lib/bookings/series/store";
import { ClosedDayError } from "@/lib/db";
import { addDaysToDate } from "@/lib/pricing";
import { weekdayAhead } from "../../data/club-dates";
import { asRole } from "../../data/pglite";
import type { TestDatabase } from "../../data/test-database";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";
const CONTACT = { name: "Asha Verma", email: "asha@example.in" };

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

/**
 * 0070_booking_series.sql through the series' store, as the server calls it in every mode: the
 * same SQL on PGlite and on a PostgreSQL server.
 */
export function describeSeriesSql(label: string, open: () => Promise<TestDatabase>) {
  describe(`repeating bookings in SQL (${label})`, () => {
    let db: TestDatabase;
    let store: SeriesStore;
    const first = weekdayAhead(10);
    beforeAll(async () => {
      db = await open();
      store = createSeriesStore(embeddedCaller(async () => db));
      await db.query("select set_config('app.payment_hold_seconds', '900', false)");
      await db.query("select set_config('app.booking_hours_per_week', '10', false)");
      // The national holidays recur every year: none of them in the way of a 12-week series here.
      await db.query("delete from public.closed_days");
    }, 120_000);
    afterAll(() => db.close());

    const room = (resource: string, time: string, hours = 1) => ({
      kind: "meeting-room",
      room: resource,
      date: first,
      time,
      hours,
      techSupport: false,
    });
    const create = (
      userId: string,
      request: Record<string, unknown>,
      weeks: number,
      skip: string[] = [],
    ) => store.create({ userId, request, contact: CONTACT, weeks, skip });

    it("holds every date not skipped, priced by quote_booking, up to 12 weeks past 0006's two months", async () => {
      const dates = await create(MEMBER, room("4-seater", "09:00"), 12, [addDaysToDate(first, 7)]);
      expect(dates.map((d) => d.date)).toEqual(
        [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((w) => addDaysToDate(first, 7 * w)),
      );
      expect(new Set(dates.map((d) => `${d.status} ${d.totalPaise}`))).toEqual(
        new Set(["pending_payment 70800"]),
      );
      const series = await store.get(dates[0]!.seriesId!);
      expect(series).toMatchObject({
        weeks: 12,
        skippedDates: [addDaysToDate(first, 7)],
        totalPaise: 11 * 70_800,
        startTime: "09:00",
      });
      // A single booking that far ahead is still refused by the window.
      const single = await failure(
        db.query(
          `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
           values ($1, 'meeting-room', '8-seater', ($2::date + time '09:00') at time zone 'Asia/Kolkata',
             ($2::date + time '10:00') at time zone 'Asia/Kolkata', $2, 1, '{"kind":"meeting-room"}', 70800, 'a@example.in')`,
          [MEMBER, addDaysToDate(first, 77)],
        ),
      );
      expect(single).toMatchObject({ code: "23514" });
      // Every date is its own hold: the preview shows them taken to everyone else.
      const preview = await store.availability({
        resource: "4-seater",
        firstDate: first,
        time: "09:00",
        hours: 1,
        weeks: 3,
      });
      expect(preview.map((d) => d.taken)).toEqual([true, false, true]);
    });

    it("refuses the whole series, naming the date, when an unskipped date is taken, closed or over the week's hours", async () => {
      const takenDate = addDaysToDate(first, 14);
      await create(OTHER, { ...room("8-seater", "11:00"), date: takenDate }, 2);
      const taken = await failure(create(MEMBER, room("8-seater", "11:00"), 4));
      expect(taken).toBeInstanceOf(SeriesDateTakenError);
      expect((taken as SeriesDateTakenError).date).toBe(takenDate);

      await db.query(
        "insert into public.closed_days (day, reason, added_by) values ($1, 'Diwali', 'test')",
        [addDaysToDate(first, 21)],
      );
      const closed = await failure(create(MEMBER, room("8-seater", "11:00"), 4, [takenDate]));
      expect(closed).toBeInstanceOf(ClosedDayError);
      expect((closed as Error).message).toMatch(/^The club is closed on .* \(Diwali\)\./);

      // 8 hours held in the second week: a 3-hour series is over there only, each week on its own.
      await create(MEMBER, { ...room("8-seater", "09:00", 8), date: addDaysToDate(first, 8) }, 2, [
        addDaysToDate(first, 15),
      ]);
      const over = await failure(create(MEMBER, room("4-seater", "16:00", 3), 3));
      expect(over).toBeInstanceOf(SeriesLimitError);
      expect(over).toMatchObject({ hoursPerWeek: 10, date: addDaysToDate(first, 7) });
      const fine = await create(MEMBER, room("4-seater", "16:00", 3), 3, [addDaysToDate(first, 7)]);
      expect(fine).toHaveLength(2);
      // Nothing of the refused attempts was kept.
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.booking_series where user_id = $1",
        [MEMBER],
      );
      expect(rows[0]!.n).toBe(3);
    });

    it("takes one order for the sum, confirms every date on its payment, and refunds each cancelled date by its own rule", async () => {
      const dates = await create(MEMBER, { ...room("4-seater", "13:00"), kind: "meeting-room" }, 3);
      const seriesId = dates[0]!.seriesId!;
      const wrong = await failure(store.recordOrder(seriesId, "order_s1", 70_800, {}));
      expect(wrong).toMatchObject({ message: "payment refused: amount differs from the price" });
      await store.recordOrder(seriesId, "order_s1", 212_400, { company: "Acme" });
      expect(
        await store.settle({
          orderId: "order_s1",
          paymentId: "pay_s1",
          method: "upi",
          amount: 212_400,
        }),
      ).toEqual({ outcome: "confirmed", seriesId });
      expect(
        await store.settle({
          orderId: "order_s1",
          paymentId: "pay_s1",
          method: "upi",
          amount: 212_400,
        }),
      ).toEqual({ outcome: "settled", seriesId });
      expect(new Set((await store.dates(seriesId)).map((d) => d.paymentStatus))).toEqual(
        new Set(["paid-online"]),
      );
      // The member's mail (0115): one confirmation for the series, none per date.
      const owed = async () =>
        (
          await db.query<{ template: string }>(
            `select template from public.outbox where recipient = $1
               and (source_id like $2 || '%' or source_id = any($3::text[]))
             order by created_at, template`,
            [CONTACT.email, seriesId, dates.map((d) => d.id)],
          )
        ).rows.map((r) => r.template);
      expect(await owed()).toEqual(["booking-series-confirmation"]);

      // The first date moved 30 hours ahead (50%), the second 3 hours ahead (none); the third
      // stays weeks ahead (all of it).
      const slot = async (id: string, fromHours: number) =>
        db.query(
          `with t as (
             select g from generate_series(date_trunc('hour', now()) + make_interval(hours => $2),
               date_trunc('hour', now()) + make_interval(hours => $2 + 20), interval '1 hour') g
             -- Whole UTC hours are half past in club time (UTC+5:30): the last that ends by 20:00 is 18:30.
             where extract(hour from g at time zone 'Asia/Kolkata') between 9 and 18
             order by g limit 1)
           update public.bookings set starts_at = t.g, ends_at = t.g + interval '1 hour',
             date = (t.g at time zone 'Asia/Kolkata')::date, resource = '8-seater'
           from t where id = $1`,
          [id, fromHours],
        );
      await slot(dates[0]!.id, 30);
      await slot(dates[1]!.id, 3);
      const cancelled = await store.cancel(MEMBER, seriesId, null);
      // Every remaining date cancelled at once: one message for all three.
      expect(await owed()).toEqual(["booking-series-confirmation", "booking-series-cancellation"]);
      const byId = new Map(cancelled.map((d) => [d.id, d.refundPaise]));
      expect([0, 1, 2].map((i) => byId.get(dates[i]!.id))).toEqual([35_400, 0, 70_800]);

      const claims = [];
      for (const d of dates) claims.push(await store.claimDateRefund(d.id));
      expect(claims.map((c) => c?.amount ?? null)).toEqual([35_400, null, 70_800]);
      expect(claims[0]).toMatchObject({
        paymentId: "pay_s1",
        orderId: "order_s1",
        buyer: { company: "Acme" },
      });
      // Claimed once: a second caller gets nothing.
      expect(await store.claimDateRefund(dates[0]!.id)).toBeNull();
      const recorded = await store.recordDateRefund(dates[0]!.id, "rfnd_s1", "pending");
      expect(recorded).toMatchObject({ refundId: "rfnd_s1", refundStatus: "pending" });
      // refund.processed reaches the date through 0018's update_refund_status; the ledger follows.
      await db.query("select public.update_refund_status('rfnd_s1', 'processed')");
      const { rows } = await db.query<{ status: string }>(
        "select status from public.booking_series_refunds where booking_id = $1",
        [dates[0]!.id],
      );
      expect(rows).toEqual([{ status: "processed" }]);
    });

    it("lets a member read only their own series, and only the server book one", async () => {
      const mine = await asRole(
        db,
        "authenticated",
        MEMBER,
        async () =>
          (await db.query<{ user_id: string }>("select user_id from public.booking_series")).rows,
      );
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((r) => r.user_id))).toEqual(new Set([MEMBER]));
      const refused = await asRole(db, "authenticated", MEMBER, () =>
        failure(
          db.query("select * from public.create_booking_series($1, '{}', '{}', 2, '{}')", [MEMBER]),
        ),
      );
      expect(refused).toMatchObject({ code: "42501" });
      const preview = await asRole(
        db,
        "anon",
        null,
        async () =>
          (
            await db.query(
              "select * from public.booking_series_preview('4-seater', $1, '09:00', 1, 2)",
              [first],
            )
          ).rows,
      );
      expect(preview).toHaveLength(2);
    });
  });
}
