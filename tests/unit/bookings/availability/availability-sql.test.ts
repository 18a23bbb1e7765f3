/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedAvailabilityStore } from "@/lib/bookings/availability/adapters/embedded";
import { readAvailability } from "@/lib/bookings/availability/read";
import type { SqlDatabase } from "@/lib/db";
import { asRole, migratedPGlite } from "../../data/pglite";

const HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a61";
const SEAT_USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a62";
const STRANGER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a63";
const BOOKER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a64";

// Monday 30 Nov 2026, 08:00 in the club: the week runs to Sunday 6 Dec.
const NOW = new Date("2026-11-30T08:00:00+05:30");
const FROM = "2026-11-30T00:00:00+05:30";
const TO = "2026-12-07T00:00:00+05:30";

type Taken = { resource: string; starts_at: string; ends_at: string };

/** 0075: member_taken_slots answers only intervals, and only to members. */
describe("member_taken_slots", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    const { rows } = await db.query<{ id: string }>(
      `insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
         start_date, holder_user_id, holder_name, holder_email, deposit_paise, offer_token_hash,
         offered_at, offered_by)
       values ('active', 'dedicated-desk', 2, 'monthly', 600000, 1200000, '2026-11-02', $1,
         'Asha Verma', 'asha@kestrel.in', 0, 'hash-avail', '2026-11-01', 'desk') returning id`,
      [HOLDER],
    );
    await db.query(
      `insert into public.membership_seats (membership_id, email, user_id, added_at, added_by)
       values ($1, 'vikram@kestrel.in', $2, '2026-11-03', 'asha@kestrel.in')`,
      [rows[0]!.id, SEAT_USER],
    );
    // Someone else's 8-seater, Tuesday 10:00-12:00, and a cancelled studio hour that frees it.
    const booking = `insert into public.bookings (user_id, kind, resource, status, date, starts_at,
        ends_at, hours, total_paise, contact_name, contact_email, contact_phone, quote, cancelled_at)
      values ($1, $2, $3, $4, '2026-12-01', $5, $6, 2, 188800, 'Ravi Kumar', 'ravi@example.in',
        '+919876543210', jsonb_build_object('kind', $2::text), $7)`;
    await db.query(booking, [
      BOOKER,
      "meeting-room",
      "8-seater",
      "confirmed",
      "2026-12-01T10:00:00+05:30",
      "2026-12-01T12:00:00+05:30",
      null,
    ]);
    await db.query(booking, [
      BOOKER,
      "podcast-studio",
      "studio",
      "cancelled",
      "2026-12-01T14:00:00+05:30",
      "2026-12-01T16:00:00+05:30",
      "2026-11-29T10:00:00+05:30",
    ]);
  }, 60_000);
  afterAll(() => db.close());

  const taken = (sub: string | null) =>
    asRole(db, "authenticated", sub, () =>
      db.query<{ r: Taken[] | null }>(
        "select public.member_taken_slots(array['4-seater','8-seater','studio'], $1, $2) as r",
        [FROM, TO],
      ),
    ).then(({ rows }) => rows[0]!.r);

  it("gives a holder and a seat user the live intervals, with no one's name or id", async () => {
    for (const member of [HOLDER, SEAT_USER]) {
      const rows = await taken(member);
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows![0]!).sort()).toEqual(["ends_at", "resource", "starts_at"]);
      expect(rows![0]!.resource).toBe("8-seater");
      expect(new Date(rows![0]!.starts_at).toISOString()).toBe("2026-12-01T04:30:00.000Z");
      expect(JSON.stringify(rows)).not.toMatch(/Ravi|ravi@|1a64/);
    }
  });

  it("answers null to a signed-in account without a running membership or seat", async () => {
    expect(await taken(STRANGER)).toBeNull();
    expect(await taken(null)).toBeNull();
  });

  it("is not granted to anonymous callers", async () => {
    await expect(
      asRole(db, "anon", null, () =>
        db.query("select public.member_taken_slots(array['studio'], $1, $2)", [FROM, TO]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  it("reads the week's grid through the embedded store: the booked hours booked, the rest free", async () => {
    const store = createEmbeddedAvailabilityStore(db as unknown as SqlDatabase);
    const closedDays = async () => [{ date: "2026-12-02", reason: "Diwali" }];
    const view = await readAvailability(
      { store, closedDays },
      { actorId: SEAT_USER, access: {} },
      NOW,
    );
    if (view.kind !== "member") throw new Error("a seat user is a member");
    const tuesday = view.days.find((day) => day.date === "2026-12-01")!;
    const eight = tuesday.rows.find((row) => row.resource === "8-seater")!;
    const state = (time: string) => eight.cells.find((cell) => cell.time === time)!.state;
    expect([state("09:00"), state("10:00"), state("11:00"), state("12:00")]).toEqual([
      "free",
      "booked",
      "booked",
      "free",
    ]);
    // The cancelled studio booking frees its hours.
    const studio = tuesday.rows.find((row) => row.resource === "studio")!;
    expect(studio.cells.find((cell) => cell.time === "14:00")!.state).toBe("free");
    expect(view.days.find((day) => day.date === "2026-12-02")!.closed).toBe("Diwali");

    const stranger = await readAvailability(
      { store, closedDays },
      { actorId: STRANGER, access: {} },
      NOW,
    );
    expect(stranger).toEqual({ kind: "not-member" });
  });
});
