/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { POST as enquire } from "@/app/api/enquiries/route";
import { GET as health } from "@/app/api/health/route";
import { createBooking } from "@/lib/bookings";
import { DataUnavailableError } from "@/lib/db";
import { getDatabase } from "@/lib/db";
import { closePostgresDatabase } from "@/lib/db/postgres";
import { plannedBooking } from "../data/booking-port-contract";
import { weekdayAhead } from "../data/club-dates";
import { jsonPost } from "../http/route-helpers";
import { describeWithPostgres, startPostgresServer, type PostgresServer } from "./postgres-server";

/**
 * Issue 26: a restarted PostgreSQL is reconnected to without restarting the app. While it is
 * down, the health check and every request answer a clear 503 and nothing is half-written;
 * once it is back, the same process (the same pool) serves again.
 */
describeWithPostgres("the app through a PostgreSQL restart", () => {
  let server: PostgresServer;
  let url: string;

  beforeAll(async () => {
    server = await startPostgresServer();
    url = await server.createDatabase();
    process.env.DATABASE_URL = url;
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
  }, 120_000);

  afterAll(async () => {
    await closePostgresDatabase(url);
    delete process.env.DATABASE_URL;
    await server?.stop();
  }, 60_000);

  const enquiry = (email: string) =>
    enquire(
      jsonPost("/api/enquiries", {
        inquiryType: "Membership",
        name: "Asha Verma",
        email,
        page: "/contact",
      }),
    );
  const stored = async (email: string) => {
    const db = await getDatabase();
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from public.enquiries where email = $1)
            + (select count(*) from public.outbox where recipient = $1) as n`,
      [email],
    );
    return rows[0]!.n;
  };
  const meetingRoom = (userId: string) =>
    plannedBooking(
      {
        kind: "meeting-room",
        room: "4-seater",
        date: weekdayAhead(14),
        time: "15:00",
        hours: 1,
        techSupport: false,
      },
      userId,
    );

  it("answers 503 while the server is down and serves again once it is back, in the same process", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const ready = await health();
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ ok: true, status: "ready" });
      expect((await enquiry("before@example.in")).status).toBe(201);

      // A transaction under way when the server goes: none of it is kept.
      const db = await getDatabase();
      let inside!: () => void;
      const started = new Promise<void>((resolve) => (inside = resolve));
      let stopped!: () => void;
      const down = new Promise<void>((resolve) => (stopped = resolve));
      const halfWritten = db.transaction(async (tx) => {
        await tx.query(
          "insert into public.enquiries (inquiry_type, page, name, email) values ('Membership', '/contact', 'Half', 'half@example.in')",
        );
        inside();
        await down;
        await tx.query(
          "insert into public.enquiries (inquiry_type, page, name, email) values ('Membership', '/contact', 'Half', 'half@example.in')",
        );
      });
      halfWritten.catch(() => undefined);
      await Promise.race([started, halfWritten]);
      await server.stopServer();
      stopped();
      await expect(halfWritten).rejects.toThrow();

      const started503 = Date.now();
      const unreachable = await health();
      expect(Date.now() - started503).toBeLessThan(5_000);
      expect(unreachable.status).toBe(503);
      expect(await unreachable.json()).toEqual({
        ok: false,
        status: "unavailable",
        message: "The database is not reachable.",
      });
      const refused = await enquiry("during@example.in");
      expect(refused.status).toBe(503);
      expect(await refused.json()).toMatchObject({
        ok: false,
        message: "We could not save your request right now. Please try again in a moment.",
      });
      await expect(createBooking(meetingRoom(randomUUID()))).rejects.toBeInstanceOf(
        DataUnavailableError,
      );

      await server.startServer();
      const back = await health();
      expect(back.status).toBe(200);
      const booked = await createBooking(meetingRoom(randomUUID()));
      expect(booked.id).toEqual(expect.any(String));
      expect((await enquiry("after@example.in")).status).toBe(201);
      // Nothing of the outage was half-written; what was answered 201 is there.
      expect(await stored("half@example.in")).toBe(0);
      expect(await stored("during@example.in")).toBe(0);
      expect(await stored("before@example.in")).toBeGreaterThan(0);
      expect(await stored("after@example.in")).toBeGreaterThan(0);
      const { rows } = await (
        await getDatabase()
      ).query<{ n: number }>("select count(*) as n from public.bookings");
      expect(rows).toEqual([{ n: 1 }]);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  }, 120_000);
});
