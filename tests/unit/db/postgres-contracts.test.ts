/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { createEmbeddedAdapter } from "@/lib/leads/adapters/embedded";
import { createEmbeddedOutboxStore } from "@/lib/mail/outbox-store";
import { deliverDueMessages } from "@/lib/mail/outbox-worker";
import type { Mailer } from "@/lib/mail/port";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { createPostgresDatabase, migratePostgresDatabase } from "@/lib/db/postgres";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { describeAuthPortContract } from "../auth/auth-port-contract";
import { describePaymentHolds } from "../data/payment-holds-suite";
import { weekdayAhead } from "../data/club-dates";
import { describeOutboxSchema } from "../mail/outbox-schema-suite";
import { describeDeskFunctions } from "../staff/desk-functions-suite";
import { describeStaffAdapter } from "../staff/staff-adapter-suite";
import { describeStorePortContract } from "../store/store-port-contract";
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  type PostgresServer,
} from "./postgres-server";

/**
 * The other suites that run on PGlite, run on the PostgreSQL server with the same embedded
 * adapters and SQL (issue 26: "the … contract suites that run on PGlite also run on the
 * PostgreSQL server"): auth, store, the staff adapter and desk functions, the payments ledger's
 * holds and settlement, the outbox. Suites that change the session get one connection, as
 * PGlite is; the outbox's claiming and the holds' expiry are then checked across two pools, as
 * two processes' workers and sweepers would run them.
 */
describeWithPostgres("port contracts on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  const migrated = async () => {
    const db = createPostgresDatabase({ url: await server.createDatabase() });
    await migratePostgresDatabase(db);
    return db;
  };

  describeAuthPortContract("embedded adapter on PostgreSQL", async () => {
    const db = await migrated();
    return {
      port: createEmbeddedAuthAdapter(db),
      sessionCookie: (jar) => (jar.get(SESSION_COOKIE) ? SESSION_COOKIE : undefined),
      close: () => db.end(),
    };
  });

  describeStorePortContract("embedded adapter on PostgreSQL", async () => {
    const db = await migrated();
    return { port: createEmbeddedStoreAdapter(db), close: () => db.end() };
  });

  describeStaffAdapter("PostgreSQL server", async () => {
    const db = await migrated();
    return { ...db, close: () => db.end() };
  });
  describeDeskFunctions("PostgreSQL server", () => oneConnection(server));
  describePaymentHolds("PostgreSQL server", () => oneConnection(server));
  describeOutboxSchema("PostgreSQL server", () => oneConnection(server));

  it("expires each lapsed payment hold once with two processes' sweepers racing, and keeps a paid one", async () => {
    const holds = { "app.payment_hold_seconds": "900" };
    const url = await server.createDatabase();
    const [first, second] = [0, 1].map(() => createPostgresDatabase({ url, settings: holds }));
    try {
      await migratePostgresDatabase(first!);
      const book = async (i: number) =>
        (
          await first!.query<{ id: string }>(
            `insert into public.bookings (user_id, kind, resource, starts_at, ends_at, date, hours, quote, total_paise, contact_email)
             values ($1, 'meeting-room', '4-seater', ($2::date + make_time($3, 0, 0)) at time zone 'Asia/Kolkata',
               ($2::date + make_time($3 + 1, 0, 0)) at time zone 'Asia/Kolkata', $2, 1,
               '{"kind":"meeting-room"}', 70800, 'member@example.in')
             returning id`,
            [randomUUID(), weekdayAhead(10 + 7 * Math.floor(i / 5)), 10 + (i % 5)],
          )
        ).rows[0]!.id;
      const lapsed = [];
      for (let i = 0; i < 10; i++) lapsed.push(await book(i));
      const paid = await book(10);
      await first!.query(
        "update public.bookings set hold_expires_at = now() - interval '1 second' where id = any($1::uuid[])",
        [lapsed],
      );
      await first!.query("select * from public.record_payment_order($1, 'order_race', 70800)", [
        paid,
      ]);
      // Six sweeps (three per process) and the payment of a live hold, all at once.
      const sweep = (db: typeof first) =>
        db!
          .query<{ expired: number }>("select * from public.expire_payment_holds()")
          .then((r) => r.rows[0]!.expired);
      const [confirmed, ...swept] = await Promise.all([
        second!.query<{ outcome: string }>(
          "select * from public.confirm_payment('order_race', 'pay_race', 'upi', 70800)",
        ),
        ...[first, second, first, second, first, second].map(sweep),
      ]);
      expect(swept.reduce((sum, n) => sum + n, 0)).toBe(10);
      expect(confirmed.rows[0]!.outcome).toBe("confirmed");
      const { rows } = await first!.query<{ status: string; n: number }>(
        "select status, count(*) as n from public.bookings group by status order by status",
      );
      expect(rows).toEqual([
        { status: "confirmed", n: 1 },
        { status: "expired", n: 10 },
      ]);
    } finally {
      await Promise.all([first!.end(), second!.end()]);
    }
  }, 60_000);

  it("delivers each owed message exactly once with two processes' outbox workers running", async () => {
    const db = await migrated();
    const other = createPostgresDatabase({ url: db.pool.options.connectionString! });
    try {
      const data = createEmbeddedAdapter(db);
      for (let i = 0; i < 15; i++) {
        await data.createEnquiry({
          inquiryType: "Tour",
          page: "/contact",
          name: `Visitor ${i}`,
          email: `${randomUUID()}@example.in`,
          preferredDate: "2031-03-14",
        });
      }
      const { rows } = await db.query<{ n: number }>("select count(*) as n from public.outbox");
      const owed = rows[0]!.n;
      expect(owed).toBeGreaterThanOrEqual(15);
      // Each process runs three delivery passes at once (its timer, a cron call, another
      // pass), both processes together; the mailer records what it was handed to send.
      const sent: string[] = [];
      const mailer: Mailer = {
        kind: "files",
        send: async (mail) => {
          sent.push(`${mail.to} ${mail.subject}`);
          await new Promise((resolve) => setTimeout(resolve, 5));
        },
      };
      const addresses = {
        from: "Lotus Club <hello@lotusclub.in>",
        staffAlertTo: "desk@lotusclub.in",
      };
      const reports = await Promise.all(
        [db, other].flatMap((pool) =>
          [0, 1, 2].map(() =>
            deliverDueMessages(
              createEmbeddedOutboxStore(async () => pool),
              mailer,
              {
                addresses,
                batch: 2,
              },
            ),
          ),
        ),
      );
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(owed);
      expect(sent).toHaveLength(owed);
      expect(new Set(sent).size).toBe(owed);
      const statuses = await db.query<{ status: string; n: number }>(
        "select status, count(*) as n from public.outbox group by status",
      );
      expect(statuses.rows).toEqual([{ status: "sent", n: owed }]);
    } finally {
      await Promise.all([db.end(), other.end()]);
    }
  }, 60_000);
});
