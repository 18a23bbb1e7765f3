/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/tours/route";
import { POST as MANAGE } from "@/app/api/tours/manage/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { clubDateTimeOf } from "@/lib/pricing";
import { getTourByToken } from "@/lib/tours";
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

  it("a second tour for the same address is refused on the e-mail field", async () => {
    const [, slot] = slotsAhead();
    expect((await POST(jsonPost("/api/tours", form(slot, 30)))).status).toBe(201);
    const again = await POST(jsonPost("/api/tours", form(slot, 30)));
    expect(again.status).toBe(409);
    expect((await again.json()).fieldErrors.email).toMatch(/already have a tour booked/);
  });

  it("answers the booked time and the manage link, for the confirmation the form shows", async () => {
    const slot = tourSlotsOn(tourDays(new Date())[4]!, new Date())[2]!;
    const response = await POST(jsonPost("/api/tours", form(slot, 40)));
    expect(response.status).toBe(201);
    const { tour } = await response.json();
    expect(tour.startsAt).toBe(slot.toISOString());
    expect(tour.managePath).toMatch(/^\/tours\/[A-Za-z0-9_-]{43}$/);
    const managed = await getTourByToken(tour.managePath.slice("/tours/".length));
    expect(managed).toMatchObject({ name: "Guest 40", startsAt: slot.toISOString() });
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
