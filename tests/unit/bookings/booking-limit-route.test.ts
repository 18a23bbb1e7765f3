/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/bookings/route";
import { closeEmbeddedDatabase } from "@/lib/db/embedded";
import { addDaysToDate, weekdayOf } from "@/lib/pricing";
import { createTempDataDir, jsonPost, signUpMember, weekdayAhead } from "./route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const folder = createTempDataDir();
afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const room = (date: string, time: string, hours: number, roomId = "4-seater") => ({
  kind: "meeting-room",
  room: roomId,
  date,
  time,
  hours,
  techSupport: false,
});

/** Issue 14, hoarding: one free account may not book every slot of the next two months. */
describe("POST /api/bookings: the weekly hours each member may hold", () => {
  it("books up to 10 hours of a week, then answers 400 with the limit under the date field", async () => {
    const member = await signUpMember("hoarder");
    const book = (body: unknown) =>
      POST(jsonPost("/api/bookings", body, { headers: { cookie: member.cookie } }));
    let monday = weekdayAhead(8);
    while (weekdayOf(monday) !== 1) monday = addDaysToDate(monday, 1);
    const tuesday = addDaysToDate(monday, 1);

    expect((await book(room(monday, "09:00", 8))).status).toBe(201);
    expect((await book(room(tuesday, "09:00", 2, "8-seater"))).status).toBe(201);
    const refused = await book(room(tuesday, "12:00", 1));
    const message =
      "You can hold up to 10 hours of meeting rooms and studio time in one week. Cancel a booking that week or choose another week.";
    expect(refused.status).toBe(400);
    await expect(refused.json()).resolves.toMatchObject({
      message,
      fieldErrors: { date: message },
    });
    // The next week is another week.
    expect((await book(room(addDaysToDate(monday, 7), "09:00", 8))).status).toBe(201);
  }, 90_000);
});
