/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/tours/route";
import { POST as MANAGE } from "@/app/api/tours/manage/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { clubDateTimeOf } from "@/lib/pricing";
import { tourDays, tourSlotsOn } from "@/lib/tours/slots";
import { createTempDataDir, jsonPost } from "../bookings/route-helpers";
import { slotsAhead } from "./slots-ahead";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const form = (startsAt: Date, i: number) => {
  const { date, time } = clubDateTimeOf(startsAt);
  return {
    inquiryType: "Tour",
    name: `Guest ${i}`,
    email: `guest${i}@example.in`,
    phone: "+91 98100 00000",
    preferredDate: date,
    tourTime: time,
  };
};

describe("POST /api/tours", () => {
  let folder: string;
  beforeAll(() => {
    folder = createTempDataDir();
  });
  afterAll(async () => {
    await closeEmbeddedDatabase(folder);
    rmSync(folder, { recursive: true, force: true });
  });

  it("ten guests racing for one slot: two 201s, eight 409s saying the time was just taken", async () => {
    const [slot] = slotsAhead();
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        POST(jsonPost("/api/tours", form(slot, i), { clientIp: `198.51.100.${i + 1}` })),
      ),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, ...Array(8).fill(409)]);
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => r.json()),
    );
    for (const refusal of refusals) {
      expect(refusal.message).toContain("that time was just taken");
      expect(refusal.fieldErrors.tourTime).toContain("that time was just taken");
    }
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from public.tours where starts_at = $1",
      [slot.toISOString()],
    );
    expect(rows[0]!.n).toBe(2);
  }, 120_000);

  it("refuses a weekend or a time that is not a slot on the time field", async () => {
    const response = await POST(
      jsonPost("/api/tours", { ...form(slotsAhead()[1], 20), tourTime: "09:45" }),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.tourTime).toBe(
      "Please choose one of the times shown.",
    );
  });

  it("a second tour for the same address answers as a first, and the owner is e-mailed the link", async () => {
    // Issue 39, trust 2: "You already have a tour booked with this email" told anyone which
    // addresses had a tour.
    const [, slot] = slotsAhead();
    const first = await POST(jsonPost("/api/tours", form(slot, 30)));
    const again = await POST(jsonPost("/api/tours", form(slot, 30)));
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ source_id: string }>(
      `select source_id from public.outbox where template = 'tour-confirmation'
       and recipient = 'guest30@example.in' order by created_at`,
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]!.source_id).toMatch(/:link:\d{10}$/);
    const tours = await db.query<{ n: number }>(
      "select count(*)::int as n from public.tours where email = 'guest30@example.in'",
    );
    expect(tours.rows[0]!.n).toBe(1);
  });

  it("answers the booked time for the confirmation, and the manage link by e-mail only", async () => {
    const slot = tourSlotsOn(tourDays(new Date())[4]!, new Date())[2]!;
    const response = await POST(jsonPost("/api/tours", form(slot, 40)));
    expect(response.status).toBe(201);
    const { tour } = await response.json();
    expect(tour.startsAt).toBe(slot.toISOString());
    expect(tour).toEqual({ startsAt: slot.toISOString() });
  });

  it("an unknown manage link changes nothing", async () => {
    const response = await MANAGE(
      jsonPost("/api/tours/manage", { token: "x".repeat(43), action: "cancel" }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).message).toBe(
      "This tour can no longer be changed. Please book a new one.",
    );
  });
});
