/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import type { SqlDatabase } from "@/lib/db";
import { asRole, migratedPGlite } from "../../data/pglite";
import {
  HOLDER,
  SEAT_USER,
  STRANGER,
  describeAvailabilityRead,
  seedAvailability,
} from "./availability-sql-suite";

const FROM = "2026-11-30T00:00:00+05:30";
const TO = "2026-12-07T00:00:00+05:30";

type Taken = { resource: string; starts_at: string; ends_at: string };

/** 0075: member_taken_slots answers only intervals, and only to members. */
describe("member_taken_slots", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await seedAvailability(db);
  }, 180_000);
  afterAll(() => db.close());

  const taken = (sub: string | null) =>
    asRole(db, "authenticated", sub, () =>
      db.query<{ r: Taken[] | null }>(
        "select public.member_taken_slots(array['4-seater','8-seater','studio'], $1, $2) as r",
        [FROM, TO],
      ),
    ).then(({ rows }) => rows[0]!.r);

  it("gives a holder and a seat user the live intervals, with no one's name or id", async () => {
    for (const member of [HOLDER, SEAT_USER]) {
      const rows = await taken(member);
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows![0]!).sort()).toEqual(["ends_at", "resource", "starts_at"]);
      expect(rows![0]!.resource).toBe("8-seater");
      expect(new Date(rows![0]!.starts_at).toISOString()).toBe("2026-12-01T04:30:00.000Z");
      expect(JSON.stringify(rows)).not.toMatch(/Ravi|ravi@|1a64/);
    }
  });

  it("answers null to a signed-in account without a running membership or seat", async () => {
    expect(await taken(STRANGER)).toBeNull();
    expect(await taken(null)).toBeNull();
  });

  it("is not granted to anonymous callers", async () => {
    await expect(
      asRole(db, "anon", null, () =>
        db.query("select public.member_taken_slots(array['studio'], $1, $2)", [FROM, TO]),
      ),
    ).rejects.toThrow(/permission denied/);
  });

  describeAvailabilityRead(() => db as unknown as SqlDatabase);
});
