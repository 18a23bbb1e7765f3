/** @jest-environment node */
import { createSupabaseAdapter } from "@/lib/data/adapters/supabase";
import { DataConflictError } from "@/lib/data/errors";
import { plannedBooking } from "./booking-port-contract";
import { startFakePostgrest, type FakePostgrest } from "./fake-postgrest";

const USER = "6f1c2b1e-2f43-4c1a-9d8e-0c6a2f1b7e10";

describe("supabase adapter: the booking requests it sends", () => {
  let fake: FakePostgrest;
  let adapter: ReturnType<typeof createSupabaseAdapter>;

  beforeAll(async () => {
    fake = await startFakePostgrest();
    adapter = createSupabaseAdapter({ url: fake.url, anonKey: fake.anonKey });
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.requests.length = 0;
  });

  const last = () => fake.requests.at(-1)!;
  const booking = () =>
    plannedBooking(
      {
        kind: "meeting-room",
        room: "8-seater",
        date: "2031-06-02",
        time: "09:00",
        hours: 8,
        techSupport: false,
      },
      USER,
    );

  it("inserts as the member, the granted columns only, and reads the stored row back", async () => {
    const token = fake.tokenFor(USER);
    const stored = await adapter.createBooking(booking(), { accessToken: token });
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/rest/v1/bookings");
    expect(request.headers.authorization).toBe(`Bearer ${token}`);
    expect(request.headers.prefer).toContain("return=representation");
    expect(Object.keys(request.body as object).sort()).toEqual(
      [
        "user_id",
        "kind",
        "resource",
        "starts_at",
        "ends_at",
        "date",
        "hours",
        "seats",
        "term",
        "quote",
        "total_paise",
        "contact_name",
        "contact_email",
        "contact_phone",
        "receive_promotions",
        "status",
      ].sort(),
    );
    expect(request.body).toMatchObject({
      starts_at: "2031-06-02T03:30:00.000Z",
      ends_at: "2031-06-02T11:30:00.000Z",
      total_paise: 604_160,
    });
    expect(stored).toMatchObject({
      userId: USER,
      startsAt: "2031-06-02T03:30:00.000Z",
      paymentStatus: "due-at-front-desk",
    });
  });

  it("answers an exclusion violation (23P01) with DataConflictError", async () => {
    const token = fake.tokenFor(USER);
    await expect(adapter.createBooking(booking(), { accessToken: token })).rejects.toBeInstanceOf(
      DataConflictError,
    );
  });

  it("asks the taken-slots function for the club day, with the anon key for a visitor", async () => {
    await adapter.listTakenSlots("8-seater", "2031-06-02");
    const request = last();
    expect(request.method).toBe("POST");
    expect(request.path).toBe("/rest/v1/rpc/taken_booking_slots");
    expect(request.headers.authorization).toBe(`Bearer ${fake.anonKey}`);
    expect(request.body).toEqual({
      p_resource: "8-seater",
      p_from: "2031-06-01T18:30:00.000Z",
      p_to: "2031-06-02T18:30:00.000Z",
    });
  });

  it("cancels with a filtered PATCH that sets only the status, its time and the refund", async () => {
    const token = fake.tokenFor(USER);
    const [stored] = await adapter.listBookingsByUser(USER, { accessToken: token });
    await adapter.cancelBooking(stored!.id, USER, 302_080, { accessToken: token });
    const request = last();
    expect(request.method).toBe("PATCH");
    expect(request.path).toBe("/rest/v1/bookings");
    expect(request.query.get("id")).toBe(`eq.${stored!.id}`);
    expect(request.query.get("user_id")).toBe(`eq.${USER}`);
    expect(request.query.get("status")).toBe("neq.cancelled");
    expect(Object.keys(request.body as object).sort()).toEqual([
      "cancelled_at",
      "refund_paise",
      "status",
    ]);
  });
});
