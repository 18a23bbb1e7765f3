/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import type { PGlite } from "@electric-sql/pglite";
import { POST } from "@/app/api/bookings/route";
import { createEmbeddedBookingsAdapter } from "@/lib/bookings/adapters/embedded";
import { closeEmbeddedDatabase, EMBEDDED_EXTENSIONS, getEmbeddedDatabase } from "@/lib/db/embedded";
import { DataConflictError } from "@/lib/db";
import { applyMigrations } from "@/lib/db/migrate";
import { SLOT_MESSAGES } from "@/lib/pricing";
import { plannedBooking } from "../data/booking-port-contract";
import { createTempDataDir, jsonPost, signUpMember, weekdayAhead } from "./route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const RACERS = 20;
const report = (label: string, started: number) => {
  if (process.env.REPORT_TIMINGS)
    console.info(`${label}: ${Math.round(performance.now() - started)} ms`);
};

describe("twenty members racing for one slot", () => {
  it("get one booking from the embedded adapter on in-memory PGlite, and nineteen conflicts", async () => {
    const { PGlite } =
      jest.requireMock<typeof import("@electric-sql/pglite")>("@electric-sql/pglite");
    const db: PGlite = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
    try {
      await applyMigrations(db);
      const port = createEmbeddedBookingsAdapter(db);
      const date = weekdayAhead(3);
      const request = {
        kind: "meeting-room",
        room: "4-seater",
        date,
        time: "11:00",
        hours: 2,
        techSupport: false,
      } as const;
      const started = performance.now();
      const results = await Promise.allSettled(
        Array.from({ length: RACERS }, (_, i) =>
          port.createBooking(plannedBooking(request, crypto.randomUUID(), `racer${i}@example.in`)),
        ),
      );
      report("adapter, 20 racing inserts", started);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      expect(refused).toHaveLength(RACERS - 1);
      expect(refused.every((r) => r.reason instanceof DataConflictError)).toBe(true);
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.bookings where resource = '4-seater'",
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await db.close();
    }
  }, 60_000);

  it("get one 201 and nineteen 409s through the route handler, with one row stored", async () => {
    const folder = createTempDataDir();
    try {
      const members = [];
      for (let i = 0; i < RACERS; i++) members.push(await signUpMember(`racer${i}`));
      const date = weekdayAhead(4);
      const body = {
        kind: "podcast-studio",
        plan: "pro",
        date,
        time: "14:00",
        hours: 2,
        postProductionHours: 0,
      };
      const started = performance.now();
      const responses = await Promise.all(
        members.map((m, i) =>
          POST(
            jsonPost("/api/bookings", body, {
              clientIp: `198.51.100.${i + 1}`,
              headers: { cookie: m.cookie },
            }),
          ),
        ),
      );
      report("route, 20 racing POSTs", started);
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(RACERS - 1).fill(409)]);
      const conflicts = await Promise.all(
        responses.filter((r) => r.status === 409).map((r) => r.json()),
      );
      expect(new Set(conflicts.map((c: { message: string }) => c.message))).toEqual(
        new Set([SLOT_MESSAGES.justTaken]),
      );
      const db = await getEmbeddedDatabase(folder);
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from public.bookings where resource = 'studio' and date = $1",
        [date],
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await closeEmbeddedDatabase(folder);
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
