/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedStaffAdapter } from "@/lib/staff/adapters/embedded";
import { OVERDUE_BADGE_CAP, overdueBadge } from "@/lib/staff/overdue-badge";
import {
  cachedOverdueCount,
  invalidateOverdueCount,
  OVERDUE_COUNT_TTL_MS,
  withOverdueInvalidation,
} from "@/lib/staff/overdue-count";
import type { StaffPort } from "@/lib/staff/port";
import { migratedPGlite } from "../data/pglite";

const clock = { today: "2026-11-24", newLeadCutoff: new Date("2026-11-24T07:30:00Z") };

/**
 * Issue 40: the menu's overdue count was a full count of every open lead on every staff page.
 * It is now capped at the badge's 99+ (the scan stops at the 100th) and computed once a minute
 * per process, dropped when a lead is saved.
 */
describe("the console menu's overdue count", () => {
  const fakePort = (count: number) => {
    const countOverdue = jest.fn(async () => count);
    const updateLead = jest.fn(async () => 2);
    return { countOverdue, updateLead, port: { countOverdue, updateLead } as unknown as StaffPort };
  };
  beforeEach(() => invalidateOverdueCount());

  it("is counted once for every page of the same minute, capped at the badge", async () => {
    const { port, countOverdue } = fakePort(7);
    const t = 1_000_000;
    await expect(cachedOverdueCount(port, clock, {}, t)).resolves.toBe(7);
    await expect(cachedOverdueCount(port, clock, {}, t + 1_000)).resolves.toBe(7);
    await expect(cachedOverdueCount(port, clock, {}, t + OVERDUE_COUNT_TTL_MS - 1)).resolves.toBe(
      7,
    );
    expect(countOverdue).toHaveBeenCalledTimes(1);
    expect(countOverdue).toHaveBeenCalledWith(clock, {}, OVERDUE_BADGE_CAP);
    await cachedOverdueCount(port, clock, {}, t + OVERDUE_COUNT_TTL_MS);
    expect(countOverdue).toHaveBeenCalledTimes(2);
  });

  it("is counted again on the next page once a lead is saved", async () => {
    const { port, countOverdue, updateLead } = fakePort(3);
    const staff = withOverdueInvalidation(port);
    await cachedOverdueCount(staff, clock, {}, 5_000);
    await staff.updateLead("enquiry", "id", { status: "contacted" } as never, {} as never, {});
    expect(updateLead).toHaveBeenCalledTimes(1);
    await cachedOverdueCount(staff, clock, {}, 6_000);
    expect(countOverdue).toHaveBeenCalledTimes(2);
  });

  it("shows 99+ at the cap", () => {
    expect(overdueBadge(99)).toBe("99");
    expect(overdueBadge(OVERDUE_BADGE_CAP)).toBe("99+");
  });

  describe("on the database, at 3,000 overdue leads", () => {
    let db: PGlite;
    beforeAll(async () => {
      db = await migratedPGlite();
      await db.exec(`
        set session_replication_role = replica;
        insert into public.enquiries (inquiry_type, name, email, page, created_at)
        select 'Tour', 'Lead ' || n, 'lead' || n || '@example.com', '/contact',
               timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
        from generate_series(1, 3000) n;
        set session_replication_role = origin;
        analyze;`);
    }, 180_000);
    afterAll(() => db.close());

    it("stops reading at the cap: the count is 100 and the scan read 100 leads, not 3,000", async () => {
      const sql: { text: string; params: unknown[] }[] = [];
      const spy: PGlite = new Proxy(db, {
        get(target, key, receiver) {
          if (key === "query") {
            return (text: string, params: unknown[]) => {
              sql.push({ text, params });
              return target.query(text, params);
            };
          }
          const value = Reflect.get(target, key, receiver);
          return typeof value === "function" ? value.bind(target) : value;
        },
      });
      const staff = createEmbeddedStaffAdapter(spy, []);
      await expect(staff.countOverdue(clock, {})).resolves.toBe(3000);
      await expect(staff.countOverdue(clock, {}, OVERDUE_BADGE_CAP)).resolves.toBe(100);

      const capped = sql.at(-1)!;
      const { rows } = await db.query<{ "QUERY PLAN": string }>(
        `explain (analyze, costs off, timing off, summary off) ${capped.text}`,
        capped.params,
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toMatch(/Limit \(actual rows=100(\.00)? /);
      const scanned = /Seq Scan on enquiries[^\n]*actual rows=(\d+)/.exec(plan);
      expect(Number(scanned?.[1])).toBeLessThanOrEqual(100);
    });
  });
});
