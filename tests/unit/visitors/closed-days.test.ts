/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { addDaysToDate, clubInstant, clubToday, isWeekday } from "@/lib/pricing";
import { closedDayLabel } from "@/lib/pricing";
import { asRole, migratedPGlite } from "../data/pglite";
import { weekdayAhead } from "../bookings/route-helpers";

const STAFF = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a01";
const MEMBER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a41";
const CONTACT = JSON.stringify({ name: "Asha Verma", email: "asha@example.in" });

/** The first Saturday or Sunday from `days` club days ahead. */
function weekendDayAhead(days: number): string {
  let date = addDaysToDate(clubToday(new Date()), days);
  while (isWeekday(date)) date = addDaysToDate(date, 1);
  return date;
}

/** 0057_closed_days.sql: the list, and the refusals of bookings, guests and tours. */
describe("closed days", () => {
  let db: PGlite;
  const holiday = weekdayAhead(9);
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.query(
      "insert into public.staff_members (user_id, email, name) values ($1, 'meera@lotusclub.in', 'Meera')",
      [STAFF],
    );
  }, 60_000);
  afterAll(() => db.close());

  const as = <T>(
    role: "anon" | "authenticated",
    sub: string | null,
    sql: string,
    params: unknown[],
  ) =>
    asRole(db, role, sub, () => db.query<{ r: T }>(`select ${sql} as r`, params)).then(
      ({ rows }) => rows[0]!.r,
    );
  const message = (promise: Promise<unknown>) =>
    promise.then(
      () => "ok",
      (error: { code?: string; message: string }) => `${error.code}: ${error.message}`,
    );

  it("lists the national holidays every year, to anyone", async () => {
    const days = await as<{ date: string; reason: string }[]>(
      "anon",
      null,
      "public.list_closed_days($1, $2)",
      ["2027-01-01", "2027-12-31"],
    );
    expect(days.map(closedDayLabel)).toEqual([
      "Tue, 26 Jan 2027 (Republic Day)",
      "Sun, 15 Aug 2027 (Independence Day)",
      "Sat, 2 Oct 2027 (Gandhi Jayanti)",
    ]);
  });

  it("lets staff add a day (Diwali), and refuses a member the same", async () => {
    expect(
      await message(
        as("authenticated", MEMBER, "public.staff_add_closed_day($1, 'Diwali')", [holiday]),
      ),
    ).toMatch(/^42501/);
    await as("authenticated", STAFF, "public.staff_add_closed_day($1, 'Diwali')", [holiday]);
    const days = await as<{ date: string }[]>("anon", null, "public.list_closed_days($1, $1)", [
      holiday,
    ]);
    expect(days).toEqual([{ date: holiday, reason: "Diwali" }]);
  });

  it("refuses a day pass and a room on a closed day, in words naming the day", async () => {
    const book = (request: object) =>
      message(
        as("authenticated", MEMBER, "public.book($1, $2)", [JSON.stringify(request), CONTACT]),
      );
    const label = closedDayLabel({ date: holiday, reason: "Diwali" });
    const refusal = `CLSDY: The club is closed on ${label}. Please choose another day.`;
    expect(await book({ kind: "day-pass", date: holiday })).toBe(refusal);
    expect(
      await book({
        kind: "meeting-room",
        room: "4-seater",
        date: holiday,
        time: "10:00",
        hours: 1,
        techSupport: false,
      }),
    ).toBe(refusal);
    expect(await book({ kind: "day-pass", date: weekdayAhead(2) })).toBe("ok");
  });

  it("refuses a guest on a closed day and at a weekend, but not a walk-in", async () => {
    const register = (date: string) =>
      message(
        as(
          "authenticated",
          MEMBER,
          `public.register_visitor('Ravi Kumar', '+919876543210', null, $1::date, '11:00', null,
             'asha@example.in', 'Asha')`,
          [date],
        ),
      );
    expect(await register(holiday)).toMatch(/^CLSDY: The club is closed on .* \(Diwali\)\./);
    const saturday = weekendDayAhead(1);
    expect(await register(saturday)).toBe(
      `CLSDY: The club is closed on ${closedDayLabel({ date: saturday, reason: "weekend" })}. Please choose another day.`,
    );
    expect(await register(weekdayAhead(2))).toBe("ok");
    // A walk-in is at the desk today: the club is open.
    const walkIn = `public.staff_register_walk_in($1, 'asha@example.in', 'Asha', 'Kabir', '+919810012345', null)`;
    expect(await message(as("authenticated", STAFF, walkIn, [MEMBER]))).toBe("ok");
  });

  it("makes no tour slot bookable on a closed day, and opens the day again when staff remove it", async () => {
    const slot = clubInstant(holiday, "11:00")!.toISOString();
    const bookable = () =>
      db
        .query<{ ok: boolean }>("select public.tour_slot_is_bookable($1, now()) as ok", [slot])
        .then(({ rows }) => rows[0]!.ok);
    expect(await bookable()).toBe(false);
    expect(await as("authenticated", STAFF, "public.staff_remove_closed_day($1)", [holiday])).toBe(
      true,
    );
    expect(await bookable()).toBe(true);
  });
});
