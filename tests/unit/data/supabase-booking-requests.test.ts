/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createSupabaseBookingsAdapter } from "@/lib/bookings/adapters/supabase";
import { BookingLimitError, DataConflictError } from "@/lib/db";
import { plannedBooking } from "./booking-port-contract";
import { weekdayAhead } from "./club-dates";
import { startFakePostgrest, type FakePostgrest } from "./fake-postgrest";
import { migratedPGlite } from "./pglite";

const USER = "6f1c2b1e-2f43-4c1a-9d8e-0c6a2f1b7e10";

describe("supabase adapter: the booking requests it sends", () => {
  let db: PGlite;
  let fake: FakePostgrest;
  let adapter: ReturnType<typeof createSupabaseBookingsAdapter>;
  const date = weekdayAhead(7);

  beforeAll(async () => {
    db = await migratedPGlite();
    fake = await startFakePostgrest({ bookings: db });
    adapter = createSupabaseBookingsAdapter({ url: fake.url, anonKey: fake.anonKey });
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    await db.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const last = () => fake.requests.at(-1)!;
  const request = {
    kind: "meeting-room",
    room: "8-seater",
    date,
    time: "09:00",
    hours: 8,
    techSupport: false,
  } as const;

  it("books through the book function with the request and contact only, never a price", async () => {
    const token = fake.tokenFor(USER);
    const forged = { ...plannedBooking(request, USER), totalPaise: 0, userId: "someone-else" };
    const stored = await adapter.createBooking(forged, { accessToken: token });
    expect(last()).toMatchObject({ method: "POST", path: "/rest/v1/rpc/book" });
    expect(last().headers.authorization).toBe(`Bearer ${token}`);
    expect(last().body).toEqual({
      p_request: request,
      p_contact: { name: "Asha Verma", email: "member@example.in", receivePromotions: false },
    });
    // The database's price and owner, not the forged ones.
    expect(stored).toMatchObject({
      userId: USER,
      startsAt: `${date}T03:30:00.000Z`,
      totalPaise: 604_160,
      paymentStatus: "due-at-front-desk",
    });
  });

  it("answers an exclusion violation (23P01) with DataConflictError", async () => {
    const other = "1d7e3a9c-4b2f-4c8e-a6d1-2f9b8c7e5a11";
    await expect(
      adapter.createBooking(plannedBooking(request, other), { accessToken: fake.tokenFor(other) }),
    ).rejects.toBeInstanceOf(DataConflictError);
  });

  it("answers the weekly hours limit with BookingLimitError and the database's limit", async () => {
    const token = fake.tokenFor(USER);
    const more = { ...request, room: "4-seater", hours: 3 } as const;
    const refused = adapter.createBooking(plannedBooking(more, USER), { accessToken: token });
    await expect(refused).rejects.toBeInstanceOf(BookingLimitError);
    await expect(refused).rejects.toMatchObject({ hoursPerWeek: 10 });
  });

  it("asks the taken-slots function for the club day, with the anon key for a visitor", async () => {
    await expect(adapter.listTakenSlots("8-seater", date)).resolves.toEqual([
      { startsAt: `${date}T03:30:00.000Z`, endsAt: `${date}T11:30:00.000Z` },
    ]);
    const sent = last();
    expect(sent.path).toBe("/rest/v1/rpc/taken_booking_slots");
    expect(sent.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
  });

  it("cancels through cancel_booking with the id alone: the refund is the database's", async () => {
    const token = fake.tokenFor(USER);
    const [stored] = await adapter.listBookingsByUser(USER, { accessToken: token });
    const cancelled = await adapter.cancelBooking(stored!.id, USER, 1, { accessToken: token });
    expect(last()).toMatchObject({ path: "/rest/v1/rpc/cancel_booking" });
    expect(last().body).toEqual({ p_id: stored!.id });
    // A week ahead: more than 48 hours, the whole price back.
    expect(cancelled).toMatchObject({ status: "cancelled", refundPaise: 604_160 });
    await expect(
      adapter.cancelBooking(stored!.id, USER, 0, { accessToken: token }),
    ).resolves.toBeNull();
  });
});
