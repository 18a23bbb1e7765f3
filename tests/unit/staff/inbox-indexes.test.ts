/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import { createEmbeddedStaffAdapter } from "@/lib/staff/adapters/embedded";
import { inboxPageQuery } from "@/lib/staff/inbox-sql";
import type { InboxFilter } from "@/lib/staff/types";
import { migratedPGlite } from "../data/pglite";

const clock = { today: "2026-11-24", newLeadCutoff: new Date("2026-11-24T07:30:00Z") };

/**
 * Issue 40's inbox plans at scale (0061, 0062, 0088, 0120): the first page reads no whole table, a type
 * filter finds its rows from an index, a search finds its leads from the trigram indexes.
 */
describe("the inbox's indexes at 40,000 leads and 20,000 bookings", () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await migratedPGlite();
    await db.exec(`
      set session_replication_role = replica;
      insert into public.enquiries (inquiry_type, name, email, phone, page, created_at)
      select case when n % 10 = 0 then 'Invitation' else 'Tour' end, 'Lead ' || n,
             'lead' || n || '@example.com', '+91 98' || lpad(n::text, 8, '0'), '/contact',
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
      from generate_series(1, 30000) n;
      insert into public.event_registrations (event_id, event_title, name, email, created_at)
      select 'event-' || (n / 50), 'Meetup', 'Guest ' || n, 'guest' || n || '@example.com',
             timestamptz '2026-01-01 00:00:30+00' + n * interval '3 minutes'
      from generate_series(1, 10000) n;
      insert into public.bookings (user_id, kind, resource, date, quote, total_paise,
        contact_email, created_at)
      select gen_random_uuid(), 'day-pass', 'day-pass', date '2026-01-01' + (n / 1440),
             '{"kind": "day-pass"}', 49900, 'visitor' || n || '@example.com',
             timestamptz '2026-01-01 00:00:00+00' + n * interval '1 minute'
      from generate_series(1, 20000) n;
      insert into public.bookings (user_id, kind, resource, date, term, seats, quote, total_paise,
        contact_name, contact_email, status, created_at)
      select gen_random_uuid(), 'dedicated-desk', 'dedicated-desk', date '2026-03-01', 'monthly', 1,
             '{"kind": "dedicated-desk"}', 0, 'Desk seeker ' || n, 'desk' || n || '@example.com',
             'requested', timestamptz '2026-01-01 00:00:00+00' + n * interval '1 hour'
      from generate_series(1, 200) n;
      set session_replication_role = origin;
      analyze;`);
    // What PostgreSQL's autovacuum does after such a load: GIN's pending list of new entries
    // moved into the trigram indexes (0088), which the planner otherwise counts against them.
    await db.exec("vacuum public.enquiries, public.event_registrations, public.bookings;");
  }, 180_000);
  afterAll(() => db.close());

  const planOf = async (filter: InboxFilter) => {
    const { sql, params } = inboxPageQuery(filter, clock, undefined, 51);
    const { rows } = await db.query<{ "QUERY PLAN": string }>(`explain ${sql}`, params);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  };
  const staff = () => createEmbeddedStaffAdapter(db, []);

  it("reads the first page's desk requests from their own index, not every booking", async () => {
    const page = await staff().listInbox({}, { limit: 51 }, clock, {});
    expect(page).toHaveLength(51);
    const plan = await planOf({});
    expect(plan).toMatch(/Index Scan[^\n]*bookings_requests_created_idx/);
    expect(plan).not.toMatch(/Seq Scan on bookings/);
  });

  it("finds a type's leads from the enquiries' type index", async () => {
    const invitations = await staff().listInbox({ type: "invitation" }, { limit: 51 }, clock, {});
    expect(invitations).toHaveLength(51);
    expect(invitations.every((lead) => lead.type === "invitation")).toBe(true);
    expect(await planOf({ type: "invitation" })).toMatch(/enquiries_type_created_idx/);
    expect(await planOf({ type: "registration" })).toMatch(/enquiries_type_created_idx/);
  });

  it("finds a searched lead from the enquiries' trigram index, not by reading them all", async () => {
    const found = await staff().listInbox({ search: "lead12345@" }, { limit: 51 }, clock, {});
    expect(found.map((lead) => lead.email)).toEqual(["lead12345@example.com"]);
    const desk = await staff().listInbox({ search: "Desk seeker 17" }, { limit: 51 }, clock, {});
    expect(desk.map((lead) => lead.name).sort()).toEqual([
      "Desk seeker 17",
      "Desk seeker 170",
      "Desk seeker 171",
      "Desk seeker 172",
      "Desk seeker 173",
      "Desk seeker 174",
      "Desk seeker 175",
      "Desk seeker 176",
      "Desk seeker 177",
      "Desk seeker 178",
      "Desk seeker 179",
    ]);
    const plan = await planOf({ search: "lead12345@" });
    // 0120: one trigram index per source over its search document (0088's one per column walked
    // four long posting lists per source and, at 70,000 enquiries, lost to reading them all).
    // (This suite seeds no sign-ups: an empty table is rightly read whole.)
    for (const source of ["enquiries", "event_registrations", "bookings_requests"]) {
      expect(plan).toMatch(new RegExp(`Bitmap Index Scan on ${source}_search_doc_trgm_idx`));
    }
    expect(plan).not.toMatch(/Seq Scan on (enquiries|event_registrations|bookings)/);
  });
});
