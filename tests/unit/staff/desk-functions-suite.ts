import { addDaysToDate, clubToday } from "@/lib/pricing";
import { asRole } from "../data/pglite";
import type { TestDatabase } from "../data/test-database";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code,
  );

/** 0005_staff_bookings.sql: the front desk's actions, for staff only. */
export function describeDeskFunctions(label: string, open: () => Promise<TestDatabase>) {
  describe(`staff booking functions (${label})`, () => {
    let db: TestDatabase;
    beforeAll(async () => {
      db = await open();
      await db.query(
        "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
        [STAFF],
      );
    }, 60_000);
    afterAll(() => db.close());

    /** A 4-seater booking of `hours` from `time` on the club date `days` from today, total ₹1,000. */
    async function roomBooking(days: number, time: string, hours = 1): Promise<string> {
      const date = addDaysToDate(clubToday(new Date()), days);
      const { rows } = await db.query<{ id: string }>(
        `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
         total_paise, contact_name, contact_email)
       values ($1, 'meeting-room', '4-seater', ($2 || ' ' || $3 || '+05:30')::timestamptz,
         ($2 || ' ' || $3 || '+05:30')::timestamptz + make_interval(hours => $4), $2::date, $4,
         '{"kind":"meeting-room"}', 100000, 'Asha', 'asha@example.in')
       returning id`,
        [MEMBER, date, time, hours],
      );
      return rows[0]!.id;
    }

    const as = <T>(sub: string, work: () => Promise<T>) => asRole(db, "authenticated", sub, work);
    type Row = { id: string | null; status: string; payment_status: string; refund_paise: string };
    const call = (sql: string, params: unknown[]) =>
      db.query<Row>(`select id, status, payment_status, refund_paise::text from ${sql}`, params);

    it("refuses a member and a visitor every action (42501), and changes nothing", async () => {
      const id = await roomBooking(10, "10:00");
      for (const sql of [
        "public.staff_mark_booking_paid($1)",
        "public.staff_mark_no_show($1)",
        "public.staff_cancel_booking($1, 0)",
      ]) {
        expect(await as(MEMBER, () => code(db.query(`select * from ${sql}`, [id])))).toBe("42501");
        expect(
          await asRole(db, "anon", null, () => code(db.query(`select * from ${sql}`, [id]))),
        ).toBe("42501");
      }
      const { rows } = await db.query<Row>(
        "select status, payment_status from public.bookings where id = $1",
        [id],
      );
      expect(rows).toEqual([{ status: "confirmed", payment_status: "due-at-front-desk" }]);
    });

    it("marks a booking paid at the desk once", async () => {
      const id = await roomBooking(11, "10:00");
      const first = await as(STAFF, () => call("public.staff_mark_booking_paid($1)", [id]));
      expect(first.rows[0]).toMatchObject({ id, payment_status: "paid-at-front-desk" });
      const again = await as(STAFF, () => call("public.staff_mark_booking_paid($1)", [id]));
      expect(again.rows[0]!.id).toBeNull();
    });

    it("marks a no-show only after the start", async () => {
      const future = await roomBooking(12, "10:00");
      const notYet = await as(STAFF, () => call("public.staff_mark_no_show($1)", [future]));
      expect(notYet.rows[0]!.id).toBeNull();
      const past = await roomBooking(-3, "10:00");
      const done = await as(STAFF, () => call("public.staff_mark_no_show($1)", [past]));
      expect(done.rows[0]).toMatchObject({ id: past, status: "no-show" });
    });

    it("cancels a future booking with the refund it is given, writes the member's e-mail and frees the slot", async () => {
      const id = await roomBooking(13, "14:00", 2);
      const cancelled = await as(STAFF, () =>
        call("public.staff_cancel_booking($1, $2)", [id, 50000]),
      );
      expect(cancelled.rows[0]).toMatchObject({ id, status: "cancelled", refund_paise: "50000" });
      const outbox = await db.query<{ template: string; recipient: string }>(
        "select template, recipient from public.outbox where source_id = $1 and template = 'booking-cancellation'",
        [id],
      );
      expect(outbox.rows).toEqual([
        { template: "booking-cancellation", recipient: "asha@example.in" },
      ]);
      // The same hours can be booked again.
      await expect(roomBooking(13, "14:00", 2)).resolves.toEqual(expect.any(String));
    });

    it("refuses a refund outside 0 to the total, and a booking that has started", async () => {
      const id = await roomBooking(14, "10:00");
      for (const refund of [-1, 100001]) {
        expect(
          await as(STAFF, () => code(call("public.staff_cancel_booking($1, $2)", [id, refund]))),
        ).toBe("22023");
      }
      const started = await roomBooking(-1, "10:00");
      const refused = await as(STAFF, () => call("public.staff_cancel_booking($1, 0)", [started]));
      expect(refused.rows[0]!.id).toBeNull();
    });
  });
}
