/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { readdirSync, readFileSync, rmSync, utimesSync } from "node:fs";
import path from "node:path";
import { closeEmbeddedDatabase, getEmbeddedDatabase } from "@/lib/db/embedded";
import { deliverOutbox, listSentMail } from "@/lib/mail";
import { addDaysToDate, clubToday } from "@/lib/pricing";
import { purgeExpiredData } from "@/lib/retention";
import { createTempDataDir } from "../http/route-helpers";

jest.mock("@electric-sql/pglite", () =>
  (globalThis as unknown as { __loadPGlite: () => unknown }).__loadPGlite(),
);
jest.setTimeout(120_000);

/**
 * Issue 39, trust 6 and 7: the 90-day purge deleted visitors but left the .eml copies of their
 * e-mails (name, mobile, code, QR), shown on the staff Mail page; stored mail never aged out; and
 * nothing deleted enquiries after 24 months or event registrations after 12, as the privacy
 * policy says. One pass of the purge worker now does all of it.
 */
const folder = createTempDataDir();
delete process.env.SMTP_URL;
afterAll(async () => {
  await closeEmbeddedDatabase(folder);
  rmSync(folder, { recursive: true, force: true });
});

const NOW = new Date();
const monthsAgo = (months: number) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString();
};
const mailFolder = path.join(folder, "mail");
const mailFiles = () => readdirSync(mailFolder).filter((name) => name.endsWith(".eml"));
const filesMentioning = (text: string) =>
  mailFiles().filter((name) => readFileSync(path.join(mailFolder, name), "utf8").includes(text));

it("deletes a purged visitor's stored e-mails, old mail, and leads and registrations past the policy's periods", async () => {
  const db = await getEmbeddedDatabase(folder);
  const member = "0b7d4a52-8f3e-4f0a-bb61-3f7d2c9e1a01";

  // A guest whose visit was 100 days ago, e-mailed their pass then.
  const { rows: visitors } = await db.query<{ id: string }>(
    `insert into public.visitors (host_id, host_email, host_name, name, phone, email, visit_date, code_hash)
     values ($1, 'asha@example.in', 'Asha', 'Zoravar Guestname', '+919812345678', 'zoravar@example.in', $2, repeat('a', 64))
     returning id`,
    [member, addDaysToDate(clubToday(NOW), -100)],
  );
  await db.query(
    `select public.owe_message('visitor-pass', v.id::text, v.email,
       jsonb_build_object('visitor', public.visitor_json(v), 'code', '604217', 'for', 'guest'))
     from public.visitors v where v.id = $1`,
    [visitors[0]!.id],
  );

  // Enquiries: one silent for 25 months, one as old but in touch last month, one old but won.
  const enquiry = async (name: string, createdAt: string) =>
    (
      await db.query<{ id: string }>(
        `insert into public.enquiries (inquiry_type, name, email, created_at)
         values ('General', $1, $2, $3) returning id`,
        [name, `${name.toLowerCase()}@example.in`, createdAt],
      )
    ).rows[0]!.id;
  const silent = await enquiry("Silent", monthsAgo(25));
  const recent = await enquiry("Recent", monthsAgo(25));
  const won = await enquiry("Won", monthsAgo(30));
  await db.query(
    `insert into public.lead_activity (source, source_id, actor, actor_name, action, detail, created_at)
     values ('enquiry', $1, $2, 'Meera', 'note', 'Called back', $3)`,
    [recent, member, monthsAgo(1)],
  );
  await db.query(
    `insert into public.lead_states (source, source_id, status, updated_at)
     values ('enquiry', $1, 'won', $2)`,
    [won, monthsAgo(29)],
  );
  // Event registrations: an event 13 months ago, and one 11 months ago.
  const eventDay = (months: number) => monthsAgo(months).slice(0, 10);
  await db.query(
    `insert into public.event_registrations (event_id, event_title, name, email) values
     ($1, 'Founders Breakfast', 'Old Guest', 'old@example.in'),
     ($2, 'Founders Breakfast', 'New Guest', 'new@example.in')`,
    [`founders-breakfast-${eventDay(13)}`, `founders-breakfast-${eventDay(11)}`],
  );

  // Everything owed is sent: the file mailer keeps an .eml copy of each.
  await deliverOutbox();
  expect(filesMentioning("Zoravar")).toHaveLength(1);
  // The messages about the silent enquiry were sent 100 days ago (their files and outbox rows).
  const old = new Date(NOW.getTime() - 100 * 86_400_000);
  for (const file of filesMentioning("Silent")) utimesSync(path.join(mailFolder, file), old, old);
  await db.query("update public.outbox set sent_at = $1 where payload::text like '%Silent%'", [
    old.toISOString(),
  ]);

  const report = await purgeExpiredData(NOW);
  expect(report).toMatchObject({ visitors: 1, enquiries: 1, registrations: 1 });

  // The guest is gone from the files and from the staff Mail page.
  expect(filesMentioning("Zoravar")).toEqual([]);
  expect(filesMentioning("604217")).toEqual([]);
  const listed = (await listSentMail()) ?? [];
  expect(listed.some((mail) => mail.to.includes("zoravar"))).toBe(false);
  // Mail past MAIL_RETENTION_DAYS is gone, row and file; recent mail stays.
  expect(filesMentioning("Silent")).toEqual([]);
  const rows = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params)).rows[0]!.n;
  expect(
    await rows("select count(*)::int as n from public.outbox where payload::text like '%Silent%'"),
  ).toBe(0);
  expect(filesMentioning("Recent").length).toBeGreaterThan(0);

  // Leads: the silent one went, the one in touch and the won one stay.
  const { rows: left } = await db.query<{ name: string }>(
    "select name from public.enquiries where name in ('Silent', 'Recent', 'Won') order by name",
  );
  expect(left.map((row) => row.name)).toEqual(["Recent", "Won"]);
  expect(
    await rows("select count(*)::int as n from public.lead_states where source_id = $1", [silent]),
  ).toBe(0);
  const { rows: registrations } = await db.query<{ name: string }>(
    "select name from public.event_registrations order by name",
  );
  expect(registrations.map((row) => row.name)).toEqual(["New Guest"]);

  // A second pass deletes nothing more.
  expect(await purgeExpiredData(NOW)).toMatchObject({
    visitors: 0,
    enquiries: 0,
    registrations: 0,
  });
});
