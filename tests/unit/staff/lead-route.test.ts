/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import { PATCH } from "@/app/api/staff/leads/[source]/[id]/route";
import { POST as enquire } from "@/app/api/enquiries/route";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, signUpMember, SITE } from "../bookings/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);

// The first request opens and migrates a fresh database: seconds on a busy machine.
jest.setTimeout(60_000);

const folder = createTempDataDir();
const STAFF = `desk-${Date.now()}@lotusclub.in`;
process.env.STAFF_EMAILS = STAFF;

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const save = (id: string, body: Record<string, unknown>, cookie: string) =>
  PATCH(
    new Request(`${SITE}/api/staff/leads/enquiry/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: SITE, cookie },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ source: "enquiry", id }) },
  );

describe("PATCH /api/staff/leads/[source]/[id] (issue 24 item 12)", () => {
  it("answers a save with an assignee who is not staff 400, not 503, and saves nothing", async () => {
    const staff = await signUpMember("desk", "Meera");
    const member = await signUpMember("member", "Asha");
    const sent = await enquire(
      jsonPost("/api/enquiries", {
        inquiryType: "Tour",
        name: "Lead Person",
        email: "lead@example.com",
      }),
    );
    expect(sent.status).toBe(201);
    const db = await getEmbeddedDatabase(folder);
    const { rows } = await db.query<{ id: string }>(
      "select id::text from public.enquiries where name = 'Lead Person'",
    );
    const id = rows[0]!.id;
    const change = {
      version: 0,
      status: "contacted",
      lostReason: null,
      followUpOn: null,
      note: null,
    };
    expect(staff.email).not.toBe(STAFF);

    // The staff account: the address listed in STAFF_EMAILS.
    await db.query("update embedded_auth.users set email = $2 where email = $1", [
      staff.email,
      STAFF,
    ]);

    for (const assignee of [randomUUID(), member.id]) {
      const response = await save(id, { ...change, assignee }, staff.cookie);
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toMatchObject({
        ok: false,
        code: "invalid_request",
        fieldErrors: { assignee: expect.any(String) },
      });
    }
    const { rows: after } = await db.query<{ version: number }>(
      "select version from public.lead_states where source_id = $1::uuid",
      [id],
    );
    expect(after.every((row) => row.version === 0)).toBe(true);

    // A real assignee still saves.
    const ok = await save(id, { ...change, assignee: staff.id }, staff.cookie);
    expect(ok.status).toBe(200);
  });
});
