import { createEmbeddedAvailabilityStore } from "@/lib/bookings/availability/adapters/embedded";
import { readAvailability } from "@/lib/bookings/availability/read";
import type { SqlDatabase } from "@/lib/db";

export const HOLDER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a61";
export const SEAT_USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a62";
export const STRANGER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a63";
const BOOKER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a64";

// Monday 30 Nov 2026, 08:00 in the club: the week runs to Sunday 6 Dec.
const NOW = new Date("2026-11-30T08:00:00+05:30");

/**
 * A holder with a seat user, and someone else's bookings on Tuesday 1 Dec: the 8-seater 10:00-12:00
 * (live) and the studio 14:00-16:00 (cancelled, so free).
 */
export async function seedAvailability(db: Pick<SqlDatabase, "query">) {
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
}

/** The grid read through the embedded store (PGlite or a PostgreSQL server), as the page reads it. */
export function describeAvailabilityRead(database: () => SqlDatabase) {
  it("reads the week's grid for a member: the booked hours booked, a cancelled booking's free", async () => {
    const store = createEmbeddedAvailabilityStore(database());
    const closedDays = async () => [{ date: "2026-12-02", reason: "Diwali" }];
    const view = await readAvailability(
      { store, closedDays },
      { actorId: SEAT_USER, access: {} },
      NOW,
    );
    if (view.kind !== "member") throw new Error("a seat user is a member");
    const tuesday = view.days.find((day) => day.date === "2026-12-01")!;
    const stateOf = (resource: string, time: string) =>
      tuesday.rows
        .find((row) => row.resource === resource)!
        .cells.find((cell) => cell.time === time)!.state;
    expect(["09:00", "10:00", "11:00", "12:00"].map((t) => stateOf("8-seater", t))).toEqual([
      "free",
      "booked",
      "booked",
      "free",
    ]);
    expect(stateOf("studio", "14:00")).toBe("free");
    expect(view.days.find((day) => day.date === "2026-12-02")!.closed).toBe("Diwali");
  });

  it("tells an account without a running membership or seat that it is not a member", async () => {
    const store = createEmbeddedAvailabilityStore(database());
    const view = await readAvailability(
      { store, closedDays: async () => [] },
      { actorId: STRANGER, access: {} },
      NOW,
    );
    expect(view).toEqual({ kind: "not-member" });
  });
}
