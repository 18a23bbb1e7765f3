/** @jest-environment node */
import { embeddedCaller } from "@/lib/db";
import {
  createPostgresDatabase,
  migratePostgresDatabase,
  type PostgresDatabase,
} from "@/lib/db/postgres";
import { purgeExpiredLeads } from "@/lib/leads/retention";
import {
  describeWithPostgres,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";

// The retention SQL of 0053 (issue 39, trust 6 and 7) on a PostgreSQL server, as in production.
describeWithPostgres("retention purge on a PostgreSQL server", () => {
  let server: PostgresServer;
  let db: PostgresDatabase;
  beforeAll(async () => {
    server = await startPostgresServer();
    db = createPostgresDatabase({ url: await server.createDatabase() });
    await migratePostgresDatabase(db);
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  }, 60_000);

  const NOW = new Date("2026-11-28T06:00:00Z");

  it("deletes leads 24 months after the last contact and registrations 12 months after the event", async () => {
    const enquiry = async (name: string, createdAt: string) =>
      (
        await db.query<{ id: string }>(
          `insert into public.enquiries (inquiry_type, name, email, created_at)
           values ('General', $1, 'lead@example.in', $2) returning id`,
          [name, createdAt],
        )
      ).rows[0]!.id;
    await enquiry("Silent", "2024-10-01T00:00:00Z");
    const touched = await enquiry("Touched", "2024-10-01T00:00:00Z");
    await db.query(
      `insert into public.lead_states (source, source_id, status, updated_at)
       values ('enquiry', $1, 'contacted', '2026-06-01T00:00:00Z')`,
      [touched],
    );
    await db.query(
      `insert into public.event_registrations (event_id, event_title, name, email) values
       ('founders-breakfast-2025-10-20', 'Founders Breakfast', 'Old', 'old@example.in'),
       ('founders-breakfast-2025-12-20', 'Founders Breakfast', 'New', 'new@example.in')`,
    );
    const call = embeddedCaller(async () => db);
    expect(await purgeExpiredLeads(NOW, call)).toEqual({
      enquiries: 1,
      leads: 0,
      tours: 0,
      registrations: 1,
    });
    const names = async (sql: string) =>
      (await db.query<{ name: string }>(sql)).rows.map((row) => row.name);
    expect(await names("select name from public.enquiries order by name")).toEqual(["Touched"]);
    expect(await names("select name from public.event_registrations")).toEqual(["New"]);
  });

  it("ages out sent mail and answers the ids of purged visitors", async () => {
    await db.query(
      `insert into public.outbox (template, source_id, recipient, payload, status, sent_at) values
       ('staff-alert', 'old', null, '{}', 'sent', '2026-08-01T00:00:00Z'),
       ('staff-alert', 'new', null, '{}', 'sent', '2026-11-01T00:00:00Z'),
       ('staff-alert', 'waiting', null, '{}', 'pending', null)`,
    );
    const gone = await db.query<{ n: number }>("select public.purge_old_mail($1, 90) as n", [
      NOW.toISOString(),
    ]);
    expect(gone.rows[0]!.n).toBe(1);
    const { rows: visitor } = await db.query<{ id: string }>(
      `insert into public.visitors (host_id, host_email, name, phone, visit_date, code_hash)
       values (gen_random_uuid(), 'asha@example.in', 'Guest', '+919812345678', '2026-07-31', repeat('b', 64))
       returning id`,
    );
    const purged = await db.query<{ ids: string[] }>("select public.purge_visitors($1) as ids", [
      NOW.toISOString(),
    ]);
    expect(purged.rows[0]!.ids).toEqual([visitor[0]!.id]);
  });
});
