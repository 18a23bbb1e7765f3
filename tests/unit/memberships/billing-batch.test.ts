/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { embeddedCaller, type SqlFunctionCaller } from "@/lib/db";
import { periodInvoice, runBillingWith } from "@/lib/memberships/billing-run";
import { reshapeMembership } from "@/lib/memberships/rows";
import { createMembershipStore, type MembershipStore } from "@/lib/memberships/store";
import { migratedPGlite } from "../data/pglite";
import { activeDesk, at, DESK_OFFER, resetMemberships, storeOn, SUPPLIER } from "./membership-db";

let db: PGlite;
beforeAll(async () => {
  db = await migratedPGlite();
}, 120_000);
afterAll(() => db.close());
beforeEach(() => resetMemberships(db));

/** A store whose every SQL function call is written down by name. */
function countingStore(): { store: MembershipStore; calls: string[] } {
  const calls: string[] = [];
  const call = embeddedCaller(async () => db);
  const counting: SqlFunctionCaller = (name, args) => {
    calls.push(name);
    return call(name, args);
  };
  return { store: createMembershipStore(counting), calls };
}

/** Three desks from 17 December 2026, each with its first invoice paid. */
async function threeDesks(store: MembershipStore) {
  for (const n of [1, 2, 3]) {
    await activeDesk(db, store, {
      offer: { ...DESK_OFFER, holderName: `Holder ${n}`, holderEmail: `holder${n}@example.com` },
      holder: `0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a0${n}`,
    });
  }
}

const issuedNumbers = async () =>
  (
    await db.query<{ number: string; period_start: Date; holder_name: string }>(
      `select i.number, mi.period_start, m.holder_name from public.membership_invoices mi
       join public.invoices i on i.id = mi.invoice_id
       join public.memberships m on m.id = mi.membership_id order by i.number`,
    )
  ).rows.map((r) => [r.number, r.period_start.toISOString().slice(0, 10), r.holder_name]);

/**
 * Issue 40: the billing run sends the periods of many memberships in one call (0087), and each
 * is still issued once, numbered in turn, with its tax invoice and e-mail.
 */
describe("the billing run in batches (0087)", () => {
  it("issues three memberships' nine periods in one call, numbered in turn, once", async () => {
    await threeDesks(storeOn(db));
    const { store, calls } = countingStore();
    const report = await runBillingWith(store, SUPPLIER, at("2027-03-01T03:00:00Z"));
    expect(report.issued).toBe(9);
    expect(calls.filter((name) => name === "issue_membership_invoices")).toHaveLength(1);
    expect(calls).not.toContain("issue_membership_invoice");
    const numbers = await issuedNumbers();
    // Each holder's first invoice (December) at acceptance, then January to March by the run.
    expect(numbers.map(([number]) => number)).toEqual(
      Array.from({ length: 12 }, (_, i) => `LC/26-27/${String(i + 1).padStart(6, "0")}`),
    );
    // In the run's order: the newest membership first (memberships_all), its periods in turn.
    expect(numbers.slice(3).map(([, period, holder]) => `${holder} ${period}`)).toEqual([
      "Holder 3 2027-01-01",
      "Holder 3 2027-02-01",
      "Holder 3 2027-03-01",
      "Holder 2 2027-01-01",
      "Holder 2 2027-02-01",
      "Holder 2 2027-03-01",
      "Holder 1 2027-01-01",
      "Holder 1 2027-02-01",
      "Holder 1 2027-03-01",
    ]);
    const mails = await db.query(
      "select 1 from public.outbox where template = 'membership-invoice' and payload ->> 'kind' = 'issued'",
    );
    expect(mails.rows).toHaveLength(12);

    calls.length = 0;
    await expect(
      runBillingWith(store, SUPPLIER, at("2027-03-02T03:00:00Z")),
    ).resolves.toMatchObject({ issued: 0 });
    expect(calls.filter((name) => name === "issue_membership_invoices")).toHaveLength(1);
    expect(await issuedNumbers()).toHaveLength(12);
  });

  it("answers a period issued already as not newly issued, taking no number", async () => {
    const store = storeOn(db);
    const { membership } = await activeDesk(db, store);
    const row = (await store.byId(membership.id))!;
    const desk = reshapeMembership(row, false);
    const now = at("2027-01-01T03:00:00Z");
    const december = periodInvoice(SUPPLIER, desk, { start: "2026-12-17", end: "2026-12-31" }, now);
    const january = periodInvoice(SUPPLIER, desk, { start: "2027-01-01", end: "2027-01-31" }, now);
    const { rows } = await db.query<{ period_start: Date; newly_issued: boolean }>(
      `select period_start, newly_issued from public.issue_membership_invoices($1, $2)
       order by period_start`,
      [
        now.toISOString(),
        JSON.stringify(
          [december, january].map((p) => ({
            membership_id: p.membershipId,
            period_start: p.periodStart,
            period_end: p.periodEnd,
            is_first: p.isFirst,
            due_date: p.dueDate,
            deposit: p.deposit,
            invoice: p.invoice,
          })),
        ),
      ],
    );
    expect(rows.map((r) => [r.period_start.toISOString().slice(0, 10), r.newly_issued])).toEqual([
      ["2026-12-17", false],
      ["2027-01-01", true],
    ]);
    expect((await issuedNumbers()).map(([number]) => number)).toEqual([
      "LC/26-27/000001",
      "LC/26-27/000002",
    ]);
  });
});
