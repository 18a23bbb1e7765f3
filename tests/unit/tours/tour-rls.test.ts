/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { asRole, migratedPGlite } from "../data/pglite";
import { slotsAhead } from "./slots-ahead";

const code = (promise: Promise<unknown>) =>
  promise.then(
    () => "ok",
    (error: { code?: string }) => error.code,
  );

/** Row-level security: visitors book only through the functions; the table is staff's to read. */
describe("tours and the API roles", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
  }, 120_000);
  afterAll(() => db.close());

  it("an anonymous visitor cannot book past the app's route, nor read or write the table", async () => {
    const [slot] = slotsAhead();
    const book = (email: string, token: string) =>
      db.query("select public.book_tour('Nina', $1, null, $2, $3, '203.0.113.9', false)", [
        email,
        slot.toISOString(),
        token,
      ]);
    // Issue 39, trust 1: PostgREST let `anon` call book_tour with no limit; only the service
    // role (the app's route, with the client's limits) may now.
    for (const role of ["anon", "authenticated"] as const) {
      expect(
        await asRole(db, role, null, () => code(book("mallory@example.in", "mallory-token-0123"))),
      ).toBe("42501");
    }
    await book("nina@example.in", "anon-token-0123456789");
    await asRole(db, "anon", null, async () => {
      expect(await code(db.query("select * from public.tours"))).toBe("42501");
      expect(
        await code(
          db.query(
            "insert into public.tours (name, email, starts_at, manage_token_hash) values ('x', 'x@x.in', now(), 'h')",
          ),
        ),
      ).toBe("42501");
      expect(await code(db.query("select public.owe_tour_reminders(now())"))).toBe("42501");
      expect(await code(db.query("select public.mark_tour(gen_random_uuid(), 'toured')"))).toBe(
        "42501",
      );
      const { rows } = await db.query<{ name: string }>(
        "select name from public.tour_by_token('anon-token-0123456789')",
      );
      expect(rows).toEqual([{ name: "Nina" }]);
    });
  });

  it("a member who is not staff sees no tours and cannot mark one; staff see them", async () => {
    const member = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
    const staff = "9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02";
    await db.query("insert into public.staff_members (user_id, email) values ($1, 'desk@x.in')", [
      staff,
    ]);
    await asRole(db, "authenticated", member, async () => {
      expect((await db.query("select * from public.tours")).rows).toEqual([]);
      const { rows } = await db.query<{ id: string }>("select gen_random_uuid() as id");
      expect(await code(db.query("select public.mark_tour($1, 'toured')", [rows[0]!.id]))).toBe(
        "42501",
      );
    });
    await asRole(db, "authenticated", staff, async () => {
      expect((await db.query("select name from public.tours")).rows).toEqual([{ name: "Nina" }]);
    });
  });
});
