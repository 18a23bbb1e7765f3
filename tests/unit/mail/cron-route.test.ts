/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { POST as cron } from "@/app/api/cron/outbox/route";
import { POST as enquire } from "@/app/api/enquiries/route";
import { closeEmbeddedDatabase } from "@/lib/db/embedded";
import { createTempDataDir, jsonPost, SITE } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
// The first request opens and migrates a fresh database: tens of seconds on a busy machine.
jest.setTimeout(120_000);

const SECRET = "cron-secret-for-tests-0123456789abcdef";
const folder = createTempDataDir();
process.env.CRON_SECRET = SECRET;
delete process.env.SMTP_URL;

const run = (authorization?: string) =>
  cron(
    new Request(`${SITE}/api/cron/outbox`, {
      method: "POST",
      headers: authorization ? { authorization } : {},
    }),
  );

afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

describe("POST /api/cron/outbox", () => {
  it("refuses a missing or wrong secret with 401", async () => {
    expect((await run()).status).toBe(401);
    expect((await run("Bearer not-the-secret")).status).toBe(401);
    expect((await run(SECRET)).status).toBe(401);
  });

  it("delivers what an enquiry owes, whatever the case of the scheme, and nothing twice", async () => {
    const response = await enquire(
      jsonPost("/api/enquiries", { inquiryType: "Tour", name: "Asha", email: "asha@example.com" }),
    );
    expect(response.status).toBe(201);
    const first = await run(`bearer ${SECRET}`);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ sent: 2, failed: 0 });
    expect(await (await run(`Bearer ${SECRET}`)).json()).toMatchObject({ sent: 0, failed: 0 });
    const files = readdirSync(path.join(folder, "mail")).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
  });
});
