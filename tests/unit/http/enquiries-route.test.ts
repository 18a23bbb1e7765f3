/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { POST } from "@/app/api/enquiries/route";
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
  POST(jsonPost("/api/enquiries", body, options));

async function stored(email: string) {
  const db = await getEmbeddedDatabase(folder);
  const { rows } = await db.query<Record<string, unknown>>(
    "select inquiry_type, page, name, email, phone, company, team_size, preferred_date::text, reason from public.enquiries where email = $1",
    [email],
  );
  return rows;
}

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/enquiries", () => {
  it("stores a contact request and answers 201 { ok: true }", async () => {
    const response = await send({
      inquiryType: "Membership",
      name: "Asha Verma",
      email: "asha@example.in",
      phone: "+91 98765 43210",
      company: "Acme",
      teamSize: "6",
      page: "/contact",
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(await stored("asha@example.in")).toEqual([
      {
        inquiry_type: "Membership",
        page: "/contact",
        name: "Asha Verma",
        email: "asha@example.in",
        phone: "+91 98765 43210",
        company: "Acme",
        team_size: 6,
        preferred_date: null,
        reason: null,
      },
    ]);
  }, 60_000);

  it("stores an invitation request, from the home page by default", async () => {
    const response = await send({
      inquiryType: "Invitation",
      name: "Ravi",
      email: "ravi@example.in",
      company: "Studio Nine",
      teamSize: 3,
      reason: "A quiet base near the expressway.",
    });
    expect(response.status).toBe(201);
    expect(await stored("ravi@example.in")).toEqual([
      expect.objectContaining({
        inquiry_type: "Invitation",
        page: "/",
        reason: "A quiet base near the expressway.",
        team_size: 3,
      }),
    ]);
  });

  it("answers 400 with the field messages and stores nothing", async () => {
    const response = await send({
      inquiryType: "Tour",
      name: "",
      email: "not-an-email",
      phone: "abc",
    });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "invalid_request",
      message: "Please check the form and try again.",
      fieldErrors: {
        name: "Please enter your name.",
        email: "Please enter a valid email address.",
        phone: "Please enter a valid phone number.",
      },
    });
    expect(await stored("not-an-email")).toEqual([]);
  });

  it("answers 400 for an unknown inquiry type and for malformed JSON", async () => {
    const unknown = await send({ inquiryType: "Spam", name: "A", email: "a@example.in" });
    expect(unknown.status).toBe(400);
    await expect(unknown.json()).resolves.toMatchObject({
      fieldErrors: { inquiryType: "Please choose an inquiry type." },
    });
    const malformed = await send("{not json");
    expect(malformed.status).toBe(400);
  });

  it("answers 403 to a foreign Origin, or none, and stores nothing", async () => {
    const body = { inquiryType: "General", name: "Mallory", email: "mallory@example.in" };
    const foreign = await send(body, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    await expect(foreign.json()).resolves.toEqual({
      ok: false,
      code: "forbidden_origin",
      message: "This request must come from the site itself.",
    });
    expect((await send(body, { origin: null })).status).toBe(403);
    expect(await stored("mallory@example.in")).toEqual([]);
  });

  it("answers 413 to an oversized body", async () => {
    const response = await send({
      inquiryType: "General",
      name: "A",
      email: "big@example.in",
      message: "x".repeat(40_000),
    });
    expect(response.status).toBe(413);
    await expect(response.json()).resolves.toEqual({
      ok: false,
      code: "payload_too_large",
      message: "The request is too large.",
    });
  });

  it("answers 429 with Retry-After to a flood from one client", async () => {
    const clientIp = nextClientIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await send({ inquiryType: "General" }, { clientIp });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    await expect(last!.json()).resolves.toMatchObject({ ok: false });
    expect((await send({ inquiryType: "General" })).status).toBe(400);
  });

  it("answers a filled honeypot with 201 and stores nothing", async () => {
    const response = await send({
      inquiryType: "General",
      name: "Bot",
      email: "bot@example.in",
      website: "https://spam.example",
    });
    expect(response.status).toBe(201);
    await expect(response.json()).resolves.toEqual({ ok: true });
    expect(await stored("bot@example.in")).toEqual([]);
  });

  it("answers 503 with the retry message, and no details, when the data port fails", async () => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const spy = jest
      .spyOn(getDataPort(), "createEnquiry")
      .mockRejectedValueOnce(
        new DataUnavailableError("Could not save the enquiry", { cause: new Error("disk full") }),
      )
      .mockRejectedValueOnce(new Error("unexpected"));
    try {
      for (let i = 0; i < 2; i++) {
        const response = await send({
          inquiryType: "General",
          name: "A",
          email: "down@example.in",
        });
        expect(response.status).toBe(503);
        await expect(response.json()).resolves.toEqual({
          ok: false,
          code: "unavailable",
          message: UNAVAILABLE_MESSAGE,
        });
      }
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
      logged.mockRestore();
    }
  });
});
