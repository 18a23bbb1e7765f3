/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_EXTENSIONS } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";
import { asRole, loadPGlite } from "./pglite";

const USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";

/**
 * 0002_bookings.sql as Supabase's roles see it (with 0006's grants): reads, checks and the
 * no-overlap rule. Rows are written as the owner, on dates already past; members write through
 * the functions of 0006 (booking-functions.test.ts).
 */
describe("bookings table", () => {
  let db: PGlite;

  beforeAll(async () => {
    const { PGlite } = loadPGlite();
    db = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
    await applyMigrations(db);
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(role: "anon" | "authenticated", sub: string | null, work: () => Promise<T>) =>
    asRole(db, role, sub, work);
  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => "ok",
      (error: { code?: string }) => error.code,
    );

  // A 4-seater hour on a club date, `hour` in club time; starts in 2025 unless `year` says otherwise.
  const insertRoom = (
    userId: string,
    hour: number,
    { year = 2025, resource = "4-seater", extra = "" } = {},
  ) => {
    const start = `${year}-03-03 ${String(hour).padStart(2, "0")}:00+05:30`;
    const end = `${year}-03-03 ${String(hour + 1).padStart(2, "0")}:00+05:30`;
    return db.query<{ id: string }>(
      `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email${extra ? ", " + extra.split("=")[0] : ""})
       values ($1, 'meeting-room', $2, $3, $4, '${year}-03-03', 1, '{"kind":"meeting-room"}', 70800, 'a@x.in'${extra ? ", " + extra.split("=")[1] : ""})
       returning id`,
      [userId, resource, start, end],
    );
  };

  it("lets a member read only their own bookings, and write none directly (0006)", async () => {
    const own = (await insertRoom(USER, 9)).rows[0]!.id;
    const theirs = (await insertRoom(OTHER, 10)).rows[0]!.id;

    await as("authenticated", USER, async () => {
      const seen = await db.query<{ user_id: string }>("select user_id from public.bookings");
      expect(seen.rows.map((r) => r.user_id)).toEqual([USER]);
      expect(await code(insertRoom(USER, 11))).toBe("42501");
      expect(await code(insertRoom(USER, 11, { extra: "payment_status='paid'" }))).toBe("42501");
      for (const id of [own, theirs]) {
        expect(
          await code(
            db.query(
              "update public.bookings set status = 'cancelled', cancelled_at = now() where id = $1",
              [id],
            ),
          ),
        ).toBe("42501");
        expect(await code(db.query("delete from public.bookings where id = $1", [id]))).toBe(
          "42501",
        );
      }
    });
  });

  it("keeps visitors out of the table but tells them which times are taken", async () => {
    await as("anon", null, async () => {
      expect(await code(db.query("select * from public.bookings"))).toBe("42501");
      expect(await code(insertRoom(USER, 12))).toBe("42501");
      const taken = await db.query<Record<string, unknown>>(
        "select * from public.taken_booking_slots('4-seater', '2025-03-02 18:30+00', '2025-03-03 18:30+00')",
      );
      expect(taken.rows.length).toBeGreaterThan(0);
      expect(Object.keys(taken.rows[0]!).sort()).toEqual(["ends_at", "starts_at"]);
      const tooWide = await db.query(
        "select * from public.taken_booking_slots('4-seater', '2025-01-01', '2025-06-01')",
      );
      expect(tooWide.rows).toEqual([]);
    });
  });

  it("refuses an overlap of one resource in the database itself (23P01), cancelled ones aside", async () => {
    await insertRoom(OTHER, 14);
    expect(await code(insertRoom(USER, 14))).toBe("23P01");
    expect(await code(insertRoom(USER, 14, { resource: "8-seater" }))).toBe("ok");
    expect(await code(insertRoom(USER, 15))).toBe("ok");
    await db.query(
      "update public.bookings set status = 'cancelled', cancelled_at = now() where resource = '4-seater' and hours = 1 and starts_at = '2025-03-03 14:00+05:30'",
    );
    expect(await code(insertRoom(USER, 14))).toBe("ok");
  });

  it("checks kinds, resources, times and refunds", async () => {
    const bad = (sql: string) =>
      code(
        db.query(
          `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email, status, refund_paise, cancelled_at)
           values ('${USER}', ${sql})`,
        ),
      );
    const ok = `'meeting-room', '8-seater', '2025-03-04 10:00+05:30', '2025-03-04 11:00+05:30', '2025-03-04', 1, '{"kind":"meeting-room"}', 100, 'a@x.in'`;
    expect(await bad(`${ok}, 'confirmed', null, null`)).toBe("ok");
    expect(
      await bad(
        `'meeting-room', 'studio', '2025-03-05 10:00+05:30', '2025-03-05 11:00+05:30', '2025-03-05', 1, '{"kind":"meeting-room"}', 100, 'a@x.in', 'confirmed', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'meeting-room', '8-seater', '2025-03-05 11:00+05:30', '2025-03-05 10:00+05:30', '2025-03-05', 1, '{"kind":"meeting-room"}', 100, 'a@x.in', 'confirmed', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'day-pass', 'day-pass', '2025-03-05 10:00+05:30', '2025-03-05 11:00+05:30', '2025-03-05', 1, '{"kind":"day-pass"}', 100, 'a@x.in', 'confirmed', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'meeting-room', '8-seater', '2025-03-06 10:00+05:30', '2025-03-06 11:00+05:30', '2025-03-06', 1, '{"kind":"day-pass"}', 100, 'a@x.in', 'confirmed', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'meeting-room', '8-seater', '2025-03-06 10:00+05:30', '2025-03-06 11:00+05:30', '2025-03-06', 1, '{"kind":"meeting-room"}', 100, 'a@x.in', 'requested', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'meeting-room', '8-seater', '2025-03-06 10:00+05:30', '2025-03-06 11:00+05:30', '2025-03-06', 1, '{"kind":"meeting-room"}', 100, 'a@x.in', 'cancelled', 101, now()`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'dedicated-desk', 'dedicated-desk', null, null, '2025-03-06', null, '{"kind":"dedicated-desk"}', 100, 'a@x.in', 'confirmed', null, null`,
      ),
    ).toBe("23514");
    expect(
      await bad(
        `'dedicated-desk', 'dedicated-desk', null, null, '2025-03-06', null, '{"kind":"dedicated-desk"}', 100, 'a@x.in', 'requested', null, null`,
      ),
    ).toBe("ok");
  });
});
