/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { EMBEDDED_EXTENSIONS } from "@/lib/db/embedded";
import { applyMigrations, migrationNumber, readMigrations } from "@/lib/db/migrate";
import { asRole, loadPGlite } from "./pglite";

const USER = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
const OTHER = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";

describe("migrations in the embedded database", () => {
  let db: PGlite;

  beforeAll(async () => {
    const { PGlite } = loadPGlite();
    db = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
  }, 30_000);
  afterAll(() => db.close());

  it("applies every file of supabase/migrations once, in name order, and records it", async () => {
    const files = await readMigrations();
    expect(files.map((f) => f.name)).toContain("0001_enquiries.sql");
    expect(await applyMigrations(db)).toEqual(files.map((f) => f.name));
    expect(await applyMigrations(db)).toEqual([]);
    const { rows } = await db.query<{ name: string; checksum: string }>(
      "select name, checksum from public.schema_migrations order by name",
    );
    expect(rows).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
  }, 30_000); // Loading btree_gist (0002) takes seconds on a busy machine.

  it("reads only .sql files, sorted by name", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-"));
    try {
      writeFileSync(path.join(dir, "0002_second.sql"), "select 2;");
      writeFileSync(path.join(dir, "0001_first.sql"), "select 1;");
      writeFileSync(path.join(dir, "README.md"), "notes");
      expect((await readMigrations(dir)).map((m) => m.name)).toEqual([
        "0001_first.sql",
        "0002_second.sql",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("numbers the migrations of every folder in one sequence, each number once, and refuses a shared number", async () => {
    const names = (await readMigrations()).map((m) => m.name);
    const numbers = names.map(migrationNumber);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Embedded-only migrations come after the shared ones they build on (0012_local_accounts.sql).
    expect(names).toContain("0012_local_accounts.sql");
    expect(names.indexOf("0024_store_order_payments.sql")).toBeGreaterThan(
      names.indexOf("0018_refunds_per_payment.sql"),
    );
    const [one, two] = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), "migrations-")));
    try {
      writeFileSync(path.join(one!, "0042_first.sql"), "select 1;");
      writeFileSync(path.join(two!, "0042_second.sql"), "select 2;");
      await expect(readMigrations([one!, two!])).rejects.toThrow(
        "Migrations 0042_first.sql and 0042_second.sql share a number",
      );
    } finally {
      for (const dir of [one!, two!]) rmSync(dir, { recursive: true, force: true });
    }
  });

  it("rolls back a failing migration and does not record it", async () => {
    const broken = {
      name: "9999_broken.sql",
      sql: "create table half_done (id int); select * from nowhere;",
      checksum: "x",
    };
    await expect(applyMigrations(db, [broken])).rejects.toThrow(/nowhere/);
    const { rows } = await db.query("select to_regclass('public.half_done') as t");
    expect(rows).toEqual([{ t: null }]);
    const recorded = await db.query("select 1 from public.schema_migrations where name = $1", [
      broken.name,
    ]);
    expect(recorded.rows).toHaveLength(0);
  });

  describe("row-level security, as Supabase's roles see it", () => {
    const as = <T>(role: "anon" | "authenticated", sub: string | null, work: () => Promise<T>) =>
      asRole(db, role, sub, work);
    const code = (promise: Promise<unknown>) =>
      promise.then(
        () => "ok",
        (error: { code?: string }) => error.code,
      );
    const insertEnquiry = (userId: string | null) =>
      db.query(
        "insert into public.enquiries (inquiry_type, name, email, user_id) values ('General', 'A', 'a@x.in', $1)",
        [userId],
      );

    it("lets a visitor insert an enquiry or registration but never read one", async () => {
      await as("anon", null, async () => {
        expect(await code(insertEnquiry(null))).toBe("ok");
        expect(
          await code(
            db.query(
              "insert into public.event_registrations (event_id, event_title, name, email) values ('e', 'E', 'A', 'a@x.in')",
            ),
          ),
        ).toBe("ok");
        expect(await code(db.query("select * from public.enquiries"))).toBe("42501");
        expect(await code(db.query("select * from public.event_registrations"))).toBe("42501");
        expect(await code(db.query("select * from public.leads"))).toBe("42501");
      });
    });

    it("refuses a visitor naming a user, choosing an id, or changing rows", async () => {
      await as("anon", null, async () => {
        expect(await code(insertEnquiry(USER))).toBe("42501");
        expect(
          await code(
            db.query(
              "insert into public.enquiries (id, inquiry_type, name, email) values (gen_random_uuid(), 'General', 'A', 'a@x.in')",
            ),
          ),
        ).toBe("42501");
        expect(await code(db.query("update public.enquiries set name = 'B'"))).toBe("42501");
        expect(await code(db.query("delete from public.enquiries"))).toBe("42501");
      });
    });

    it("lets a signed-in user insert and read only their own rows", async () => {
      await as("authenticated", USER, async () => {
        expect(await code(insertEnquiry(USER))).toBe("ok");
        expect(await code(insertEnquiry(OTHER))).toBe("42501");
        expect(await code(insertEnquiry(null))).toBe("42501");
      });
      await db.query(
        "insert into public.enquiries (inquiry_type, name, email, user_id) values ('Tour', 'B', 'b@x.in', $1)",
        [OTHER],
      );
      const seen = await as("authenticated", USER, () =>
        db.query<{ user_id: string }>("select user_id from public.enquiries"),
      );
      expect(seen.rows.map((r) => r.user_id)).toEqual([USER]);
    });

    it("keeps one registration per event and email, whatever the case", async () => {
      const register = (email: string) =>
        db.query(
          "insert into public.event_registrations (event_id, event_title, name, email) values ('x', 'X', 'N', $1)",
          [email],
        );
      expect(await code(register("Case@Example.in"))).toBe("ok");
      expect(await code(register("case@example.in"))).toBe("23505");
    });

    it("enforces the length and type constraints", async () => {
      const tooLong = db.query(
        "insert into public.enquiries (inquiry_type, name, email) values ('General', $1, 'a@x.in')",
        ["x".repeat(121)],
      );
      expect(await code(tooLong)).toBe("23514");
      const badType = db.query(
        "insert into public.enquiries (inquiry_type, name, email) values ('Spam', 'A', 'a@x.in')",
      );
      expect(await code(badType)).toBe("23514");
      const longMessage = db.query(
        "insert into public.enquiries (inquiry_type, name, email, message) values ('General', 'A', 'a@x.in', $1)",
        ["x".repeat(4001)],
      );
      expect(await code(longMessage)).toBe("23514");
    });
  });
});
