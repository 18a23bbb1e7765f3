/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { parseStaffPages, staffPageHref } from "@/lib/memberships/staff-pages";
import type { MembershipStore } from "@/lib/memberships/store";
import type { StaffMembershipsPages } from "@/lib/memberships/types";
import { STAFF_PAGE_SIZE, staffViewWith } from "@/lib/memberships/views";
import { migratedPGlite } from "../data/pglite";
import { activeDesk, at, resetMemberships, storeOn } from "./membership-db";

const MEMBERSHIPS = 1_200;
const NOW = at("2026-12-01T06:00:00Z");

let db: PGlite;
let store: MembershipStore;

/**
 * Issue 40: "Members and billing" at 1,200 memberships, 1,200 of December's invoices issued at
 * one instant (as one billing run issues them) and 30 older ones unpaid. Each list is a keyset
 * page (0086): every row once over its pages, and the plans walk an index, never a whole table.
 */
beforeAll(async () => {
  db = await migratedPGlite();
  store = storeOn(db);
  await resetMemberships(db);
  await activeDesk(db, store);
  await db.exec(`
    set session_replication_role = replica;
    insert into public.memberships (status, plan, seats, term, seat_rate_paise, monthly_rent_paise,
      start_date, holder_user_id, holder_name, holder_email, deposit_paise, deposit_state,
      offer_token_hash, offered_at, offered_by, accepted_at, terms_version, company_legal_name,
      company_address, company_state, created_at)
    select 'active', t.plan, t.seats, t.term, t.seat_rate_paise, t.monthly_rent_paise, t.start_date,
           gen_random_uuid(), 'Member ' || n, 'member' || n || '@example.com', t.deposit_paise,
           case when n % 40 = 0 then 'refund-due' else 'held' end, md5('keyset-' || n),
           t.offered_at, t.offered_by, t.accepted_at, t.terms_version,
           case when n % 2 = 0 then 'Company ' || n end,
           case when n % 2 = 0 then '1 MG Road, Bengaluru' end, case when n % 2 = 0 then '29' end,
           -- Ten memberships to a microsecond: the id orders them within it.
           timestamptz '2026-11-01 00:00:00.123456+00' + (n / 10) * interval '1 minute'
    from generate_series(1, ${MEMBERSHIPS - 1}) n, public.memberships t;
    insert into public.membership_invoices (membership_id, period_start, period_end, is_first,
      issued_at, due_date, rent_paise, invoice_total_paise, deposit_paise, amount_due_paise)
    select m.id, date '2026-12-01', date '2026-12-31', false, timestamptz '2026-12-01 03:00:00+00',
           date '2026-12-05', m.monthly_rent_paise, m.monthly_rent_paise, 0, m.monthly_rent_paise
    from public.memberships m where m.holder_name like 'Member %';
    insert into public.membership_invoices (membership_id, period_start, period_end, is_first,
      issued_at, due_date, rent_paise, invoice_total_paise, deposit_paise, amount_due_paise)
    select m.id, date '2026-11-01', date '2026-11-30', false, timestamptz '2026-11-01 03:00:00+00',
           date '2026-11-05', m.monthly_rent_paise, m.monthly_rent_paise, 0, m.monthly_rent_paise
    from public.memberships m where m.holder_name like 'Member %0' and m.holder_name not like '%00';
    set session_replication_role = origin;
    analyze;`);
}, 180_000);
afterAll(() => db.close());

type List = keyof StaffMembershipsPages;

/** Every page of one list, following `next`: each page's ids in order. */
async function walk(list: List): Promise<string[][]> {
  const pages: string[][] = [];
  let after: string | undefined;
  do {
    const view = await staffViewWith(store, NOW, false, after ? { [list]: after } : {});
    pages.push(view[list].map((row) => row.id));
    after = view.next[list];
  } while (after && pages.length < 100);
  return pages;
}

async function idsInOrder(sql: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(sql);
  return rows.map((r) => r.id);
}

describe("Members and billing by keyset pages (0086)", () => {
  it("lists every membership once, newest first, 50 a page, ties at one instant kept apart by id", async () => {
    const pages = await walk("memberships");
    expect(pages.every((page) => page.length <= STAFF_PAGE_SIZE)).toBe(true);
    expect(pages).toHaveLength(Math.ceil(MEMBERSHIPS / STAFF_PAGE_SIZE));
    expect(pages.flat()).toEqual(
      await idsInOrder("select id from public.memberships order by created_at desc, id desc"),
    );
  });

  it("lists December's 1,199 invoices of one instant once each, with their company, and only them", async () => {
    const pages = await walk("invoices");
    expect(pages.flat()).toEqual(
      await idsInOrder(`select id from public.membership_invoices
        where period_start = '2026-12-01' order by issued_at desc, id desc`),
    );
    const first = await staffViewWith(store, NOW, false);
    const withCompany = first.invoices.find((invoice) => invoice.company !== null);
    expect(withCompany?.company).toMatch(/^Company \d+$/);
    expect(first.invoices[0]?.holderName).toMatch(/^Member \d+$/);
  });

  it("lists the older months' unpaid invoices past due as overdue, not December's", async () => {
    const pages = await walk("overdue");
    const ids = pages.flat();
    expect(ids).toHaveLength(108);
    expect(ids).toEqual(
      await idsInOrder(`select id from public.membership_invoices
        where period_start = '2026-11-01' and status = 'due' order by issued_at desc, id desc`),
    );
    const first = await staffViewWith(store, NOW, false);
    expect(first.overdue.every((invoice) => invoice.status === "overdue")).toBe(true);
  });

  it("lists the deposits to refund alone, and totals from the database", async () => {
    const view = await staffViewWith(store, NOW, false);
    expect(view.depositsToRefund).toHaveLength(29);
    expect(view.depositsToRefund.every((m) => m.deposit.state === "refund-due")).toBe(true);
    expect(view.next.depositsToRefund).toBeUndefined();
    expect(view.totals.activeCount).toBe(MEMBERSHIPS);
  });

  /** The function's own body, planned as it runs (generically: security definer, never inlined). */
  async function planOf(fn: string, args: string[], values: string): Promise<string> {
    const { rows } = await db.query<{ prosrc: string }>(
      "select prosrc from pg_proc where proname = $1",
      [fn],
    );
    let body = rows[0]!.prosrc;
    args.forEach((arg, i) => (body = body.replace(new RegExp(`\\b${arg}\\b`, "g"), `$${i + 1}`)));
    const { rows: types } = await db.query<{ types: string }>(
      "select pg_get_function_identity_arguments(oid) as types from pg_proc where proname = $1",
      [fn],
    );
    const signature = types[0]!.types.replace(/\bp_\w+ /g, "");
    await db.exec(`deallocate all; set plan_cache_mode = force_generic_plan;
      prepare page_of (${signature}) as ${body}`);
    const { rows: plan } = await db.query<{ "QUERY PLAN": string }>(
      `explain execute page_of (${values})`,
    );
    await db.exec("deallocate all; reset plan_cache_mode");
    return plan.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("reads each list from its index after the row last shown, never a whole table or a sort", async () => {
    const [middle] = await idsInOrder(
      "select id from public.memberships order by created_at desc, id desc offset 600 limit 1",
    );
    const memberships = await planOf(
      "memberships_page",
      ["p_before", "p_limit"],
      `'${middle}', 51`,
    );
    expect(memberships).toMatch(/Index Cond: \(ROW\(created_at, id\) </);
    expect(memberships).toMatch(/Index Scan using memberships_created_idx/);
    const refunds = await planOf(
      "memberships_refund_due_page",
      ["p_before", "p_limit"],
      "null, 51",
    );
    expect(refunds).toMatch(/Index Scan using memberships_refund_due_idx/);
    const issued = await planOf(
      "membership_invoices_issued_page",
      ["p_from", "p_to", "p_before", "p_limit"],
      `'2026-12-01', '2026-12-31', null, 51`,
    );
    expect(issued).toMatch(/Index Scan using membership_invoices_issued_id_idx/);
    expect(issued).toMatch(/Index Cond: [^\n]*ROW\(issued_at, id\) </);
    const overdue = await planOf(
      "membership_invoices_overdue_page",
      ["p_today", "p_issued_before", "p_before", "p_limit"],
      `'2026-12-01', '2026-12-01', null, 51`,
    );
    expect(overdue).toMatch(/Index Scan using membership_invoices_due_issued_idx/);
    for (const plan of [memberships, refunds, issued, overdue]) {
      expect(plan).not.toMatch(/Seq Scan on membership|Sort Key/);
    }
  });
});

describe("the members page's query string", () => {
  it("names each list's page by the id last shown, and ignores anything else", () => {
    const id = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";
    expect(parseStaffPages({ memberships: id, invoices: "1 or 1=1", deposits: [id] })).toEqual({
      memberships: id,
    });
    expect(staffPageHref("depositsToRefund", id)).toBe(`/staff/members?deposits=${id}#deposits`);
    expect(staffPageHref("overdue")).toBe("/staff/members#overdue");
  });
});
