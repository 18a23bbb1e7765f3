import {
  dayPassEntry,
  matches,
  startingWithinTheHour,
  visitorEntry,
} from "@/app/(staff)/staff/desk/_components/desk-entries";
import type { DeskBooking } from "@/lib/bookings/desk/types";
import type { Visitor } from "@/lib/visitors/types";

const NOW = new Date("2026-11-26T10:00:00+05:30");

const visitor = (over: Partial<Visitor> = {}): Visitor => ({
  id: "11111111-1111-4111-8111-111111111111",
  hostId: "22222222-2222-4222-8222-222222222222",
  hostName: "Asha Verma",
  hostEmail: "asha@example.in",
  name: "Ravi Kumar",
  phone: "+919876543210",
  date: "2026-11-26",
  expectedTime: "11:00",
  walkIn: false,
  createdAt: NOW.toISOString(),
  ...over,
});

const booking = (over: Partial<DeskBooking>): DeskBooking =>
  ({
    id: "33333333-3333-4333-8333-333333333333",
    kind: "meeting-room",
    resource: "4-seater",
    quote: { kind: "meeting-room", room: "4-seater" },
    totalPaise: 100000,
    contactEmail: "dev@example.in",
    status: "confirmed",
    paymentStatus: "due-at-front-desk",
    ...over,
  }) as DeskBooking;

describe("the desk's lists", () => {
  it("offers check-in to an expected guest, check-out once in, nothing once left", () => {
    expect(visitorEntry(visitor())).toMatchObject({
      state: "expected",
      checkIn: "/api/staff/visitors/11111111-1111-4111-8111-111111111111/check-in",
      detail: "Guest of Asha Verma · 11:00",
      phone: "+91 98765 43210",
    });
    const inside = visitorEntry(visitor({ checkedInAt: NOW.toISOString() }));
    expect(inside).toMatchObject({ state: "in", checkOut: expect.stringMatching(/check-out$/) });
    expect(inside.checkIn).toBeUndefined();
    const left = visitorEntry(
      visitor({ checkedInAt: NOW.toISOString(), checkedOutAt: NOW.toISOString() }),
    );
    expect(left).toMatchObject({ state: "left" });
    expect(left.checkIn ?? left.checkOut).toBeUndefined();
  });

  it("signs day-pass holders in through the bookings route, only while the pass is live", () => {
    const pass = booking({ kind: "day-pass", resource: "day-pass", contactName: "Dev" });
    expect(dayPassEntry(pass).checkIn).toBe(
      "/api/staff/bookings/33333333-3333-4333-8333-333333333333/check-in",
    );
    expect(dayPassEntry({ ...pass, status: "cancelled" }).checkIn).toBeUndefined();
  });

  it("lists room bookings starting from now to an hour later, live ones only", () => {
    const at = (time: string, status: DeskBooking["status"] = "confirmed") =>
      booking({
        id: time,
        startsAt: new Date(`2026-11-26T${time}:00+05:30`).toISOString(),
        status,
      });
    const soon = startingWithinTheHour(
      [at("09:00"), at("10:00"), at("10:30"), at("10:45", "cancelled"), at("11:00")],
      NOW,
    );
    expect(soon.map((b) => b.id)).toEqual(["10:00", "10:30"]);
  });

  it("finds people by any part of the name or by phone digits, however typed", () => {
    const entry = visitorEntry(visitor());
    expect(matches(entry, "")).toBe(true);
    expect(matches(entry, "kum")).toBe(true);
    expect(matches(entry, "98765 432")).toBe(true);
    expect(matches(entry, "asha")).toBe(true);
    expect(matches(entry, "priya")).toBe(false);
    expect(matches(entry, "12")).toBe(false);
  });
});
