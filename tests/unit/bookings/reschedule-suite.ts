import { embeddedCaller } from "@/lib/db";
import { createEmbeddedDeskAdapter } from "@/lib/bookings/desk/adapters/embedded";
import { createRescheduleStore, type RescheduleStore } from "@/lib/bookings/reschedule/store";
import { addDaysToDate, clubInstant, planBooking, type BookingRequest } from "@/lib/pricing";
import { weekdayAhead } from "../data/club-dates";
import type { TestDatabase } from "../data/test-database";

export const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
export const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";

/** Inserts a booking as the embedded server stores its plan of `request` (rows, no RLS). */
export async function insertBooking(
  db: TestDatabase,
  userId: string,
  request: BookingRequest,
  extra: { paymentStatus?: string } = {},
): Promise<string> {
  const planned = planBooking(request, new Date());
  if (!planned.ok) throw new Error(planned.message);
  const b = planned.booking;
  const { rows } = await db.query<{ id: string }>(
    `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote,
       total_paise, contact_email, status, payment_status)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'asha@example.in', 'confirmed', $10) returning id`,
    [
      userId,
      b.kind,
      b.resource,
      b.startsAt?.toISOString() ?? null,
      b.endsAt?.toISOString() ?? null,
      b.date,
      b.hours ?? null,
      JSON.stringify(b.quote),
      b.total,
      extra.paymentStatus ?? "due-at-front-desk",
    ],
  );
  return rows[0]!.id;
}

const room = (date: string, time: string, hours = 2): BookingRequest => ({
  kind: "meeting-room",
  room: "4-seater",
  techSupport: false,
  date,
  time,
  hours,
});

type Row = {
  id: string;
  starts_at: Date | null;
  date: string;
  hours: number | null;
  total_paise: string;
  sequence: number;
};

/**
 * 0066_booking_reschedule.sql: a member's booking moved in one statement of its own row, checked
 * as a new booking, its own hours never in its way, every refusal an answer.
 */
export function describeReschedule(label: string, open: () => Promise<TestDatabase>) {
  describe(`reschedule_booking (${label})`, () => {
    let db: TestDatabase;
    let store: RescheduleStore;
    let date: string;
    beforeAll(async () => {
      db = await open();
      store = createRescheduleStore(embeddedCaller(async () => db));
      date = weekdayAhead(14);
    }, 60_000);
    afterAll(() => db.close());
    beforeEach(async () => {
      await db.query("select set_config('app.booking_hours_per_week', '10', false)");
      await db.exec(
        "delete from public.booking_moves; delete from public.outbox; delete from public.bookings;",
      );
    });

    const rows = async (userId = MEMBER) =>
      (
        await db.query<Row>(
          `select id, starts_at, date::text as date, hours, total_paise::text as total_paise, sequence
           from public.bookings where user_id = $1 and status = 'confirmed' order by starts_at`,
          [userId],
        )
      ).rows;

    it("moves the booking itself: one row, the new time, its sequence raised, the invitation owed", async () => {
      const id = await insertBooking(db, MEMBER, room(date, "10:00"));
      const next = weekdayAhead(1, date);
      const answer = await store.move(
        id,
        MEMBER,
        { date: next, time: "14:00", hours: 2 },
        new Date(),
      );
      expect(answer.outcome).toBe("moved");
      if (answer.outcome !== "moved") return;
      expect(answer.booking).toMatchObject({
        id,
        date: next,
        startsAt: clubInstant(next, "14:00")!.toISOString(),
        endsAt: clubInstant(next, "16:00")!.toISOString(),
        sequence: 1,
        totalPaise: 141600,
      });
      const stored = await rows();
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id, date: next, sequence: 1 });
      const { rows: owed } = await db.query<{ template: string; source_id: string }>(
        "select template, source_id from public.outbox where template = 'booking-rescheduled'",
      );
      expect(owed).toEqual([{ template: "booking-rescheduled", source_id: `${id}:1` }]);
      const { rows: moves } = await db.query<{ from_date: string; to_date: string }>(
        "select from_date::text as from_date, to_date::text as to_date from public.booking_moves",
      );
      expect(moves).toEqual([{ from_date: date, to_date: next }]);
      // Staff's day view (/staff/bookings) reads the row: the booking is on its new day only.
      const desk = createEmbeddedDeskAdapter(db);
      expect((await desk.listDay(date, {})).map((b) => b.id)).toEqual([]);
      const [listed] = await desk.listDay(next, {});
      expect(listed).toMatchObject({ id, startsAt: clubInstant(next, "14:00")!.toISOString() });
    });

    it("never lets the booking's own hours block its move or count against the weekly limit", async () => {
      await db.query("select set_config('app.booking_hours_per_week', '4', false)");
      const id = await insertBooking(db, MEMBER, room(date, "10:00", 4));
      // Overlapping its own slot, in the same week, at the week's limit of 4 hours.
      const answer = await store.move(id, MEMBER, { date, time: "11:00", hours: 4 }, new Date());
      expect(answer.outcome).toBe("moved");
      expect((await rows()).map((r) => r.starts_at?.toISOString())).toEqual([
        clubInstant(date, "11:00")!.toISOString(),
      ]);
    });

    it("refuses more hours than the week allows, naming the limit, and leaves the booking", async () => {
      await db.query("select set_config('app.booking_hours_per_week', '4', false)");
      const id = await insertBooking(db, MEMBER, room(date, "10:00", 2));
      await insertBooking(db, MEMBER, room(date, "15:00", 2));
      const answer = await store.move(id, MEMBER, { date, time: "09:00", hours: 3 }, new Date());
      expect(answer).toMatchObject({ outcome: "limit", hoursPerWeek: 4 });
      expect((await rows()).map((r) => r.hours)).toEqual([2, 2]);
    });

    it("answers 'taken' when another live booking holds the new slot, and keeps the old time", async () => {
      const id = await insertBooking(db, MEMBER, room(date, "10:00"));
      await insertBooking(db, OTHER, room(date, "15:00"));
      const answer = await store.move(id, MEMBER, { date, time: "14:00", hours: 2 }, new Date());
      expect(answer.outcome).toBe("taken");
      expect((await rows())[0]).toMatchObject({ id, sequence: 0 });
      expect((await rows())[0]!.starts_at!.toISOString()).toBe(
        clubInstant(date, "10:00")!.toISOString(),
      );
    });

    it("closes 48 hours before a room starts and 24 hours before a day pass's day", async () => {
      const id = await insertBooking(db, MEMBER, room(date, "10:00"));
      const start = clubInstant(date, "10:00")!.getTime();
      const slot = { date: weekdayAhead(1, date), time: "10:00", hours: 2 };
      const hour = 3_600_000;
      expect((await store.move(id, MEMBER, slot, new Date(start - 48 * hour))).outcome).toBe(
        "too-late",
      );
      const pass = await insertBooking(db, MEMBER, { kind: "day-pass", date });
      const midnight = clubInstant(date, "00:00")!.getTime();
      const passSlot = { date: weekdayAhead(1, date) };
      expect(
        (await store.move(pass, MEMBER, passSlot, new Date(midnight - 24 * hour))).outcome,
      ).toBe("too-late");
      expect(
        (await store.move(pass, MEMBER, passSlot, new Date(midnight - 24 * hour - 60_000))).outcome,
      ).toBe("moved");
      expect(
        (await store.move(id, MEMBER, slot, new Date(start - 48 * hour - 60_000))).outcome,
      ).toBe("moved");
    });

    it("checks the new time as a new booking: weekdays, notice, closing, closed days", async () => {
      const id = await insertBooking(db, MEMBER, room(date, "10:00"));
      let saturday = date;
      while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6)
        saturday = addDaysToDate(saturday, 1);
      const now = new Date();
      const move = (slot: { date: string; time?: string; hours?: number }, at = now) =>
        store.move(id, MEMBER, slot, at);
      expect((await move({ date: saturday, time: "10:00", hours: 2 })).outcome).toBe("weekdays");
      expect((await move({ date, time: "19:00", hours: 2 })).outcome).toBe("past-closing");
      expect((await move({ date, time: "08:00", hours: 2 })).outcome).toBe("time");
      expect((await move({ date, time: "10:00", hours: 2 })).outcome).toBe("same-time");
      const lead = new Date(clubInstant(date, "14:00")!.getTime() - 30 * 60_000);
      // Within the window already: the window answers first.
      expect((await move({ date, time: "14:00", hours: 2 }, lead)).outcome).toBe("too-late");
      const holiday = weekdayAhead(3, date);
      await db.query(
        "insert into public.closed_days (day, reason, added_by) values ($1, 'Diwali', 'test') on conflict (day) do nothing",
        [holiday],
      );
      const closed = await move({ date: holiday, time: "10:00", hours: 2 });
      expect(closed.outcome).toBe("closed");
      expect(closed.outcome !== "moved" && closed.message).toMatch(
        /^The club is closed on .+ \(Diwali\)\. Please choose another day\.$/,
      );
      await db.query("delete from public.closed_days where day = $1", [holiday]);
      expect((await rows())[0]).toMatchObject({ id, sequence: 0 });
    });

    it("re-prices a booking due at the desk, and refuses a new price for one paid online", async () => {
      const desk = await insertBooking(db, MEMBER, room(date, "10:00", 2));
      const moved = await store.move(desk, MEMBER, { date, time: "13:00", hours: 4 }, new Date());
      // 4 hours of the 4-seater: 2,400 less 10 %, with GST: 2,548.80.
      expect(moved.outcome === "moved" && moved.booking.totalPaise).toBe(254880);
      const paid = await insertBooking(db, MEMBER, room(date, "17:00", 2), {
        paymentStatus: "paid-online",
      });
      const refused = await store.move(paid, MEMBER, { date, time: "09:00", hours: 1 }, new Date());
      expect(refused).toMatchObject({
        outcome: "price-differs",
        total: 70800,
        previousTotal: 141600,
      });
      const same = await store.move(
        paid,
        MEMBER,
        { date: weekdayAhead(1, date), time: "09:00", hours: 2 },
        new Date(),
      );
      expect(same.outcome === "moved" && same.booking.totalPaise).toBe(141600);
    });

    it("finds only the member's own confirmed bookings", async () => {
      const id = await insertBooking(db, MEMBER, room(date, "10:00"));
      const slot = { date, time: "14:00", hours: 2 };
      expect((await store.move(id, OTHER, slot, new Date())).outcome).toBe("not-found");
      await db.query(
        "update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1",
        [id],
      );
      expect((await store.move(id, MEMBER, slot, new Date())).outcome).toBe("not-movable");
    });
  });
}
