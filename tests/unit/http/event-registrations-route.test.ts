/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/event-registrations/route";
import { listUpcomingEvents } from "@/content/events";
import { DataUnavailableError } from "@/lib/db";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { getDataPort } from "@/lib/leads/select";
import { UNAVAILABLE_MESSAGE } from "@/lib/http";
import { jsonPost, nextClientIp, createTempDataDir } from "./route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

const folder = createTempDataDir();
const send = (body: unknown, options?: Parameters<typeof jsonPost>[2]) =>
  POST(jsonPost("/api/event-registrations", body, options));

const [event, otherEvent] = listUpcomingEvents();

async function registrations(email: string) {
  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<Record<string, unknown>>(
    "select event_id, event_title, name, email, phone from public.event_registrations where lower(email) = lower($1) order by created_at",
    [email],
  );
  return rows;
}

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/event-registrations", () => {
  it("stores a registration for an upcoming event with its title, answering 201", async () => {
    const response = await send({
      eventId: event!.id,
      name: "Meera",
      email: "meera@example.in",
      phone: "98765 43210",
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(await registrations("meera@example.in")).toEqual([
      {
        event_id: event!.id,
        event_title: event!.title,
        name: "Meera",
        email: "meera@example.in",
        phone: "98765 43210",
      },
    ]);
  }, 60_000);

  it("answers a repeat exactly as a new registration (no 409 telling who is registered), storing and mailing once", async () => {
    const response = await send({ eventId: event!.id, name: "Meera V", email: "MEERA@example.in" });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(await registrations("meera@example.in")).toHaveLength(1);
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query(
      "select recipient from public.outbox where template = 'registration-confirmation' and lower(recipient) = 'meera@example.in'",
    );
    expect(rows).toEqual([{ recipient: "meera@example.in" }]);
  });

  it("lets the same person register for another event", async () => {
    const response = await send({
      eventId: otherEvent!.id,
      name: "Meera",
      email: "meera@example.in",
    });
    expect(response.status).toBe(201);
    expect(await registrations("meera@example.in")).toHaveLength(2);
  });

  it.each([
    ["an unknown event", "no-such-event-2031-01-01"],
    ["a past occurrence", `${event!.slug}-2020-01-09`],
  ])("answers 400 for %s", async (_label, eventId) => {
    const response = await send({ eventId, name: "Meera", email: "late@example.in" });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "invalid_request",
      message: "This event is not open for registration.",
      fieldErrors: { eventId: "This event is not open for registration." },
    });
    expect(await registrations("late@example.in")).toEqual([]);
  });

  it("answers 400 with field messages for missing name and email", async () => {
    const response = await send({ eventId: event!.id, name: " ", email: "" });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toMatchObject({
      fieldErrors: { name: "Please enter your name.", email: "Email is required." },
    });
  });

  it("answers 403 to a foreign Origin", async () => {
    const response = await send(
      { eventId: event!.id, name: "M", email: "m@example.in" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await registrations("m@example.in")).toEqual([]);
  });

  it("answers 413 to an oversized body", async () => {
    const response = await send({
      eventId: event!.id,
      name: "x".repeat(20_000),
      email: "big@example.in",
    });
    expect(response.status).toBe(413);
  });

  it("answers 429 with Retry-After to a flood", async () => {
    const clientIp = nextClientIp();
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) last = await send({}, { clientIp });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("answers a filled honeypot with 201 and stores nothing", async () => {
    const response = await send({
      eventId: event!.id,
      name: "Bot",
      email: "bot@example.in",
      website: "x",
    });
    expect(response.status).toBe(201);
    expect(await registrations("bot@example.in")).toEqual([]);
  });

  it("answers 503 when the data port fails", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const spy = jest
      .spyOn(getDataPort(), "createEventRegistration")
      .mockRejectedValueOnce(new DataUnavailableError("Could not save the registration"));
    try {
      const response = await send({ eventId: event!.id, name: "A", email: "down@example.in" });
      expect(response.status).toBe(503);
      await expect(response.json()).resolves.toEqual({
        ok: false,
        code: "unavailable",
        message: UNAVAILABLE_MESSAGE,
      });
      expect(logged).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });
});
