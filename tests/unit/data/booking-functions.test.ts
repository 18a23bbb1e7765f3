/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import {
  addDaysToDate,
  clubInstant,
  clubToday,
  isWeekday,
  OFFICE_SEAT_OPTIONS,
  planBooking,
  weekdayOf,
  type BookingRequest,
} from "@/lib/pricing";
import { weekdayAhead } from "./club-dates";
import { asRole, migratedPGlite } from "./pglite";

const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code,
  );

/** 0006_booking_functions.sql: members book and cancel only through functions that price and refund. */
describe("booking functions", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 60_000);
  afterAll(() => db.close());

  it("prices every request exactly as lib/pricing does", async () => {
    const date = weekdayAhead(7);
    const requests: BookingRequest[] = [{ kind: "day-pass", date }];
    for (const room of ["4-seater", "8-seater"] as const)
      for (let hours = 1; hours <= 8; hours++)
        for (const techSupport of [false, true])
          requests.push({ kind: "meeting-room", room, date, time: "09:00", hours, techSupport });
    for (const plan of ["basic", "pro"] as const)
      for (let hours = 1; hours <= 11; hours++)
        for (const postProductionHours of [0, 1, 3, 17, 100])
          requests.push({
            kind: "podcast-studio",
            plan,
            date,
            time: "09:00",
            hours,
            postProductionHours,
          });
    for (const term of ["monthly", "quarterly", "annual"] as const) {
      for (let seats = 1; seats <= 100; seats += 3)
        requests.push({ kind: "dedicated-desk", seats, term, moveInDate: date });
      for (const seats of OFFICE_SEAT_OPTIONS)
        requests.push({ kind: "managed-office", seats, term, confirmSalesContact: true });
    }
    const now = new Date(`${addDaysToDate(date, -3)}T09:00:00+05:30`);
    for (const request of requests) {
      const planned = planBooking(request, now);
      if (!planned.ok) throw new Error(`${JSON.stringify(request)}: ${planned.message}`);
      const { rows } = await db.query<{ quote: object }>(
        "select public.quote_booking($1) as quote",
        [request],
      );
      expect({ request, quote: rows[0]!.quote }).toEqual({ request, quote: planned.booking.quote });
    }
    expect(requests.length).toBeGreaterThan(250);
  });
});

describe("bookings as a member sees them through PostgREST", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(sub: string, work: () => Promise<T>) => asRole(db, "authenticated", sub, work);
  const book = (request: object, contact: object = { email: "asha@example.in" }) =>
    db.query<{ id: string; total_paise: string; status: string; user_id: string }>(
      "select id, total_paise::text, status, user_id from public.book($1, $2)",
      [request, contact],
    );
  const cancel = (id: string) =>
    db.query<{ status: string | null; refund_paise: string | null; cancelled_at: Date | null }>(
      "select status, refund_paise::text, cancelled_at from public.cancel_booking($1)",
      [id],
    );
  const room = (date: string, time: string, hours = 1, extra: object = {}) => ({
    kind: "meeting-room",
    room: "4-seater",
    date,
    time,
    hours,
    techSupport: false,
    ...extra,
  });

  it("refuses the review's forged inserts: a room at 0 paise, the 4-seater from 2027 to 2030", async () => {
    const date = weekdayAhead(3);
    const forged = (starts: string, ends: string, total: number) =>
      db.query(
        `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
         values ($1, 'meeting-room', '4-seater', $2, $3, $4, 1, '{"kind":"meeting-room"}', $5, 'a@x.in')`,
        [MEMBER, starts, ends, date, total],
      );
    await as(MEMBER, async () => {
      expect(await code(forged(`${date} 10:00+05:30`, `${date} 11:00+05:30`, 0))).toBe("42501");
      expect(await code(forged("2027-01-04 09:00+05:30", "2030-12-31 20:00+05:30", 70800))).toBe(
        "42501",
      );
    });
    // The owner (the embedded server) is held by the table's constraints all the same.
    expect(await code(forged("2027-01-04 09:00+05:30", "2030-12-31 20:00+05:30", 70800))).toBe(
      "23514",
    );
    const { rows } = await db.query("select 1 from public.bookings");
    expect(rows).toEqual([]);
  });

  it("books through book(): its own price and owner, whatever the request adds", async () => {
    const date = weekdayAhead(3);
    const { rows } = await as(MEMBER, () =>
      book(room(date, "10:00", 4, { techSupport: true, total: 0, total_paise: 0, userId: OTHER })),
    );
    expect(rows[0]).toMatchObject({ total_paise: "396480", status: "confirmed", user_id: MEMBER });
  });

  it("refuses requests the rules of spec section 5 refuse", async () => {
    const soon = weekdayAhead(3);
    let saturday = soon;
    while (isWeekday(saturday)) saturday = addDaysToDate(saturday, 1);
    const refusals = [
      room(addDaysToDate(clubToday(new Date()), -1), "10:00"),
      room(saturday, "10:00"),
      room(weekdayAhead(70), "10:00"),
      room(soon, "10:30"),
      room(soon, "19:00", 2),
      room(soon, "09:00", 9),
      room(soon, "09:00", 0),
      { ...room(soon, "09:00"), room: "ballroom" },
      { kind: "podcast-studio", plan: "platinum", date: soon, time: "09:00", hours: 1 },
      { kind: "day-pass", date: "2030-03-04" },
      { kind: "dedicated-desk", seats: 2, term: "monthly", moveInDate: clubToday(new Date()) },
      { kind: "managed-office", seats: 3, term: "monthly", confirmSalesContact: true },
      { kind: "managed-office", seats: 4, term: "monthly", confirmSalesContact: false },
      { kind: "cabana", date: soon },
    ];
    await as(MEMBER, async () => {
      for (const request of refusals) {
        expect({ request, code: await code(book(request)) }).toEqual({ request, code: "23514" });
      }
    });
  });

  it("refuses a member's direct update of price, refund, cancellation time or status", async () => {
    // The 8-seater: weekdayAhead(3) and (4) can be the same Monday, where the 4-seater is taken.
    const date = weekdayAhead(4);
    const { rows } = await as(MEMBER, () => book(room(date, "12:00", 1, { room: "8-seater" })));
    const id = rows[0]!.id;
    await as(MEMBER, async () => {
      for (const set of [
        "total_paise = 0",
        "refund_paise = 70800, status = 'cancelled', cancelled_at = now() - interval '30 days'",
        "status = 'cancelled', cancelled_at = now()",
        "starts_at = starts_at + interval '1 year'",
      ]) {
        expect(await code(db.query(`update public.bookings set ${set} where id = $1`, [id]))).toBe(
          "42501",
        );
      }
    });
  });

  it("cancels through cancel_booking(), which sets the refund and the time itself", async () => {
    const date = weekdayAhead(5);
    const { rows } = await as(MEMBER, () => book(room(date, "09:00")));
    const id = rows[0]!.id;
    const before = Date.now();
    expect((await as(OTHER, () => cancel(id))).rows[0]).toMatchObject({ status: null });
    const cancelled = (await as(MEMBER, () => cancel(id))).rows[0]!;
    expect(cancelled.status).toBe("cancelled");
    // More than 48 hours ahead: the whole price back, cancelled now, not at a chosen time.
    expect(cancelled.refund_paise).toBe(rows[0]!.total_paise);
    expect(cancelled.cancelled_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await as(MEMBER, () => cancel(id))).rows[0]).toMatchObject({ status: null });
  });

  it("gives half back from 24 hours before the start and nothing for a day pass", async () => {
    // An open hour 25 to 47 hours ahead (the nights are 13 hours long, so one always exists).
    const slots = [1, 2].flatMap((days) =>
      Array.from({ length: 11 }, (_, i) => {
        const date = addDaysToDate(clubToday(new Date()), days);
        return { date, startsAt: clubInstant(date, `${String(9 + i).padStart(2, "0")}:00`)! };
      }),
    );
    const slot = slots.find(({ startsAt }) => {
      const hoursBefore = (startsAt.getTime() - Date.now()) / 3_600_000;
      return hoursBefore > 25 && hoursBefore < 47;
    })!;
    const { rows } = await db.query<{ id: string }>(
      `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
       values ($1, 'podcast-studio', 'studio', $2::text::timestamptz, $3::text::timestamptz, $4::text::date, 1, '{"kind":"podcast-studio"}', 295000, 'a@x.in') returning id`,
      [
        OTHER,
        slot.startsAt.toISOString(),
        new Date(slot.startsAt.getTime() + 3_600_000).toISOString(),
        slot.date,
      ],
    );
    expect((await as(OTHER, () => cancel(rows[0]!.id))).rows[0]!.refund_paise).toBe("147500");
    const pass = await as(OTHER, () => book({ kind: "day-pass", date: weekdayAhead(2) }));
    expect((await as(OTHER, () => cancel(pass.rows[0]!.id))).rows[0]!.refund_paise).toBe("0");
  });

  it("holds each member to 10 hours a week of rooms and studio, cancelled hours freed", async () => {
    const hoarder = "5c2e8f1a-7d3b-4e6f-9a0c-1b2d3e4f5a03";
    let monday = addDaysToDate(clubToday(new Date()), 8);
    while (weekdayOf(monday) !== 1) monday = addDaysToDate(monday, 1);
    const tuesday = addDaysToDate(monday, 1);
    const limitOf = (promise: Promise<unknown>) =>
      promise.then(
        () => "ok",
        (error: { code?: string; detail?: string }) => `${error.code} ${error.detail}`,
      );
    await as(hoarder, async () => {
      await book(room(monday, "09:00", 8));
      const twoHours = await book(room(tuesday, "09:00", 2));
      expect(await limitOf(book(room(tuesday, "12:00", 1)))).toBe("BKLIM 10");
      expect(
        await limitOf(
          book({ kind: "podcast-studio", plan: "pro", date: tuesday, time: "14:00", hours: 1 }),
        ),
      ).toBe("BKLIM 10");
      // Another week is free; a cancelled booking gives its hours back.
      expect(await limitOf(book(room(addDaysToDate(monday, 7), "09:00", 8)))).toBe("ok");
      await cancel(twoHours.rows[0]!.id);
      expect(await limitOf(book(room(tuesday, "12:00", 2)))).toBe("ok");
    });
    // Staff recording something about bookings already held (a status written again) are not
    // refused, even when the limit has been lowered below what the member holds.
    await db.query("select set_config('app.booking_hours_per_week', '4', false)");
    try {
      await db.query("update public.bookings set status = status where user_id = $1", [hoarder]);
    } finally {
      await db.query("select set_config('app.booking_hours_per_week', '', false)");
    }
    // The operator may change the limit (in Supabase: alter database … set app.booking_hours_per_week).
    await db.query("select set_config('app.booking_hours_per_week', '12', false)");
    try {
      expect(await as(hoarder, () => limitOf(book(room(tuesday, "15:00", 2))))).toBe("ok");
      expect(await as(hoarder, () => limitOf(book(room(tuesday, "17:00", 1))))).toBe("BKLIM 12");
    } finally {
      await db.query("select set_config('app.booking_hours_per_week', '', false)");
    }
  });
});
