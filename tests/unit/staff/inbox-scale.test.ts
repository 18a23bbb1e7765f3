/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedStaffAdapter } from "@/lib/staff/adapters/embedded";
import { inboxPageQuery } from "@/lib/staff/inbox-sql";
import { migratedPGlite } from "../data/pglite";

const clock = { today: "2026-11-24", newLeadCutoff: new Date("2026-11-24T07:30:00Z") };

/**
 * 100,000 leads: a deep page is found by walking the newest-first indexes from the cursor
 * (a Merge Append of index scans), not by sorting every row, so it costs what the first page does.
 */
describe("the inbox at 100,000 leads", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.exec(`
      insert into public.enquiries (inquiry_type, name, email, page, created_at)
      select 'Tour', 'Lead ' || n, 'lead' || n || '@example.com', '/contact',
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
      from generate_series(1, 100000) n;
      analyze;`);
  }, 120_000);
  afterAll(() => db.close());

  it("pages from a cursor deep in the list with index scans and no sort of the whole set", async () => {
    const staff = createEmbeddedStaffAdapter(db, []);
    const after = {
      createdAt: "2026-02-15T00:00:00.000Z",
      sourceId: "ffffffff-ffff-4fff-bfff-ffffffffffff",
    };
    const page = await staff.listInbox({}, { after, limit: 50 }, clock, {});
    expect(page).toHaveLength(50);
    expect(page[0]!.createdAt).toBe("2026-02-15T00:00:00.000Z");
    expect(page[49]!.createdAt).toBe("2026-02-14T23:11:00.000Z");

    const { sql, params } = inboxPageQuery({}, clock, after, 51);
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
    const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
    expect(plan).toMatch(/Index Scan[^\n]*enquiries_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on enquiries/);
  });
});
