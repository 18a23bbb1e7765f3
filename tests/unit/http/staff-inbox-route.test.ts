/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { GET } from "@/app/api/staff/inbox/route";
import { POST } from "@/app/api/enquiries/route";
import { closeEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, SITE } from "./route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

// The first request opens and migrates a fresh database: seconds on a busy machine.
jest.setTimeout(60_000);

const TOKEN = "staff-token-for-tests-0123456789";
const folder = createTempDataDir();
process.env.STAFF_API_TOKEN = TOKEN;

const inbox = (authorization?: string, { query = "", clientIp = "198.51.100.1" } = {}) =>
  GET(
    new Request(`${SITE}/api/staff/inbox${query}`, {
      headers: { "x-forwarded-for": clientIp, ...(authorization ? { authorization } : {}) },
    }),
  );

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

describe("GET /api/staff/inbox", () => {
  it("refuses a missing or wrong token with 401", async () => {
    expect((await inbox()).status).toBe(401);
    expect((await inbox("Bearer wrong-token")).status).toBe(401);
    expect((await inbox(TOKEN)).status).toBe(401);
  });

  it("lists every enquiry, newest first, to the staff token", async () => {
    for (const name of ["First Visitor", "Second Visitor"]) {
      const response = await POST(
        jsonPost("/api/enquiries", { inquiryType: "Tour", name, email: "v@example.com" }),
      );
      expect(response.status).toBe(201);
    }
    const response = await inbox(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.enquiries.map((e: { name: string }) => e.name)).toEqual([
      "Second Visitor",
      "First Visitor",
    ]);
    expect(body.registrations).toEqual([]);
  });

  it("reads the scheme case-insensitively", async () => {
    expect((await inbox(`bearer ${TOKEN}`)).status).toBe(200);
    expect((await inbox(`BEARER ${TOKEN}`)).status).toBe(200);
  });

  it.each(["-1", "0", "abc", "1.5", "501", ""])(
    "answers limit=%s with 400, not 503",
    async (limit) => {
      const response = await inbox(`Bearer ${TOKEN}`, { query: `?limit=${limit}` });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({
        code: "invalid_request",
        fieldErrors: { limit: "limit must be a whole number from 1 to 500." },
      });
    },
  );

  it("stops an address guessing tokens: after 10 wrong ones even the right one gets 429", async () => {
    const clientIp = "198.51.100.77";
    for (let i = 0; i < 10; i++) {
      expect((await inbox(`Bearer guess-${i}-${"x".repeat(32)}`, { clientIp })).status).toBe(401);
    }
    const blocked = await inbox(`Bearer ${TOKEN}`, { clientIp });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await inbox(`Bearer ${TOKEN}`, { clientIp: "198.51.100.78" })).status).toBe(200);
  });
});
