/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { rmSync } from "node:fs";
import { GET } from "@/app/api/staff/inbox/route";
import { POST } from "@/app/api/enquiries/route";
import { closeEmbeddedDatabase } from "@/lib/data/embedded/database";
import { createTempDataDir, jsonPost, SITE } from "./route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

// The first request opens and migrates a fresh database: seconds on a busy machine.
jest.setTimeout(30_000);

const TOKEN = "staff-token-for-tests-0123456789";
const folder = createTempDataDir();
process.env.STAFF_API_TOKEN = TOKEN;

const inbox = (authorization?: string) =>
  GET(new Request(`${SITE}/api/staff/inbox`, { headers: authorization ? { authorization } : {} }));

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
});
