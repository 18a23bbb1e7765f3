/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import fc from "fast-check";
import { poolWith } from "@/lib/credits/credits";
import type { CreditStore } from "@/lib/credits/store";
import { migratedPGlite } from "../data/pglite";
import { storeOn } from "../memberships/membership-db";
import { creditStoreOn, ledgerOf, resetCredits, runningMembership } from "./credit-db";

jest.setTimeout(300_000);

const HOLDER = "3e9b1c70-4d2a-4f6b-8c1d-2e3f4a5b6c01";

let db: PGlite;
let credits: CreditStore;
let membershipId: string;
beforeAll(async () => {
  db = await migratedPGlite();
  credits = creditStoreOn(db);
  await resetCredits(db);
  membershipId = await runningMembership(db, storeOn(db), HOLDER);
}, 60_000);
afterAll(() => db.close());

const step = fc.oneof(
  fc.record({
    op: fc.constant("grant" as const),
    amount: fc.integer({ min: 1, max: 500_000 }),
    days: fc.integer({ min: 1, max: 40 }),
  }),
  fc.record({ op: fc.constant("book" as const), value: fc.integer({ min: 1, max: 300_000 }) }),
  fc.record({
    op: fc.constant("cancel" as const),
    pick: fc.nat(),
    percent: fc.constantFrom(0, 50, 100),
  }),
  fc.record({ op: fc.constant("expire" as const) }),
  fc.record({
    op: fc.constant("adjust" as const),
    amount: fc.integer({ min: -300_000, max: 300_000 }).filter((n) => n !== 0),
  }),
  fc.record({ op: fc.constant("wait" as const), hours: fc.integer({ min: 1, max: 400 }) }),
);

type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(s: Step, t: Date, bookings: string[]): Promise<Date> {
  const iso = t.toISOString();
  switch (s.op) {
    case "grant":
      // As the billing run's trigger writes it: one grant per period (here: per club day).
      await db.query(
        `insert into public.credit_ledger
           (pool_kind, membership_id, entry, amount_paise, period_start, expires_at, actor, at)
         values ('membership', $1, 'grant', $2, public.club_local($3)::date,
           $3::timestamptz + make_interval(days => $4), 'billing run', $3)
         on conflict do nothing`,
        [membershipId, s.amount, iso, s.days],
      );
      return t;
    case "book": {
      const { rows } = await db.query<{ id: string }>("select gen_random_uuid() as id");
      await db.query("select public.credit_draw($1, $2, 'rooms', $3, $4)", [
        HOLDER,
        rows[0]!.id,
        s.value,
        iso,
      ]);
      bookings.push(rows[0]!.id);
      return t;
    }
    case "cancel": {
      const booking = bookings.splice(s.pick % Math.max(bookings.length, 1), 1)[0];
      if (booking) {
        await db.query("select public.credit_return($1, $2, $3)", [booking, s.percent, iso]);
      }
      return t;
    }
    case "expire":
      await credits.expire(t);
      return t;
    case "adjust":
      await credits.adjust(membershipId, s.amount, "property", "desk", t).catch((e: Error) => {
        if (!e.message.includes("more than the balance")) throw e;
      });
      return t;
    case "wait":
      return new Date(t.getTime() + s.hours * 3_600_000);
  }
}

describe("the credit ledger, whatever happens to it", () => {
  it("keeps every balance at or above 0, equal to the ledger's sum", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        await db.exec("truncate public.credit_ledger");
        let t = new Date();
        const bookings: string[] = [];
        for (const s of steps) {
          t = await apply(s, t, bookings);
          const pool = await poolWith(credits, membershipId, t);
          const ledger = await ledgerOf(db, membershipId);
          expect(pool.balance).toBeGreaterThanOrEqual(0);
          expect(pool.balance).toBe(ledger.sum);
          const buckets = await credits.buckets(membershipId, t);
          expect(buckets.every((b) => b.left >= 0)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });
});
