/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { randomUUID } from "node:crypto";
import { embeddedPorts } from "../data/ports";
import { DataConflictError } from "@/lib/db";
import { readMigrations, UnknownMigrationError } from "@/lib/db/migrate";
import {
  closePostgresDatabase,
  createPostgresDatabase,
  getPostgresDatabase,
  migratePostgresDatabase,
  type PostgresDatabase,
} from "@/lib/db/postgres";
import { plannedBooking } from "../data/booking-port-contract";
import { weekdayAhead } from "../data/club-dates";
import { describeDataPortContract } from "../data/data-port-contract";
import { loadPGlite } from "../data/pglite";
import { describeWithPostgres, startPostgresServer, type PostgresServer } from "./postgres-server";

const LOCK_KEY = "hashtextextended('lotus-club:schema_migrations', 0)";

describeWithPostgres("PostgreSQL server mode (lib/db/postgres.ts)", () => {
  let server: PostgresServer;
  const opened: PostgresDatabase[] = [];
  /** A pool on a fresh database of the throwaway cluster, closed after the file. */
  const freshDatabase = async (settings?: Record<string, string>, max?: number) => {
    const url = await server.createDatabase();
    const db = createPostgresDatabase({ url, settings, max });
    opened.push(db);
    return { url, db };
  };

  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(opened.map((db) => db.end().catch(() => undefined)));
    await server?.stop();
  }, 60_000);

  describe("migrations", () => {
    it("migrates a fresh database with every folder's migrations, once, btree_gist included", async () => {
      const { db } = await freshDatabase();
      const files = await readMigrations();
      expect(await migratePostgresDatabase(db)).toEqual(files.map((f) => f.name));
      expect(await migratePostgresDatabase(db)).toEqual([]);
      const { rows } = await db.query<{ name: string; checksum: string }>(
        "select name, checksum from public.schema_migrations order by name",
      );
      expect(rows).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));
      // 0002_bookings.sql creates the extension itself: the harness need not.
      const extension = await db.query<{ schema: string }>(
        "select extnamespace::regnamespace::text as schema from pg_extension where extname = 'btree_gist'",
      );
      expect(extension.rows).toEqual([{ schema: "extensions" }]);
    }, 60_000);

    it("migrates once when two pools (two processes) start together", async () => {
      const { url, db: first } = await freshDatabase();
      const second = createPostgresDatabase({ url });
      opened.push(second);
      const files = (await readMigrations()).map((f) => f.name);
      const [a, b] = await Promise.all([
        migratePostgresDatabase(first),
        migratePostgresDatabase(second),
      ]);
      // One of them applied everything under the lock; the other found nothing left.
      expect([a, b].map((names) => names.length).sort((x, y) => x - y)).toEqual([0, files.length]);
      const { rows } = await first.query<{ name: string; times: number }>(
        "select name, count(*) as times from public.schema_migrations group by name order by name",
      );
      expect(rows).toEqual(files.map((name) => ({ name, times: 1 })));
    }, 60_000);

    it("refuses a database that has a migration this code does not know, naming it, and frees the lock", async () => {
      const { url, db } = await freshDatabase();
      await migratePostgresDatabase(db);
      await db.query("insert into public.schema_migrations (name, checksum) values ($1, 'x')", [
        "9999_from_a_newer_version.sql",
      ]);
      await expect(migratePostgresDatabase(db)).rejects.toThrow(UnknownMigrationError);
      await expect(migratePostgresDatabase(db)).rejects.toThrow(
        /migration 9999_from_a_newer_version\.sql, which this version of the app does not know/,
      );
      // The process's own entry point refuses too, and tries again on the next call.
      await expect(getPostgresDatabase(url)).rejects.toThrow(/9999_from_a_newer_version\.sql/);
      await expect(getPostgresDatabase(url)).rejects.toThrow(/9999_from_a_newer_version\.sql/);
      await closePostgresDatabase(url);
      const { rows } = await db.query<{ free: boolean }>(
        `select pg_try_advisory_lock(${LOCK_KEY}) as free`,
      );
      expect(rows).toEqual([{ free: true }]);
    }, 60_000);

    it("opens the process's database migrated, once per URL", async () => {
      const url = await server.createDatabase();
      try {
        const [one, two] = await Promise.all([getPostgresDatabase(url), getPostgresDatabase(url)]);
        expect(one).toBe(two);
        const { rows } = await one.query<{ n: number }>(
          "select count(*) as n from public.schema_migrations",
        );
        expect(rows).toEqual([{ n: (await readMigrations()).length }]);
      } finally {
        await closePostgresDatabase(url);
      }
    }, 60_000);
  });

  describe("connections", () => {
    it("gives every pooled connection the app's settings and PGlite's session", async () => {
      const { db } = await freshDatabase(
        { "app.booking_hours_per_week": "7", "app.payment_hold_seconds": "600" },
        3,
      );
      // Three transactions held open at once take three connections.
      let arrived = 0;
      let go!: () => void;
      const allThere = new Promise<void>((resolve) => (go = resolve));
      const seen = await Promise.all(
        [0, 1, 2].map(() =>
          db.transaction(async (tx) => {
            const { rows } = await tx.query<Record<string, unknown>>(
              `select pg_backend_pid() as pid, current_setting('app.booking_hours_per_week') as hours,
                current_setting('app.payment_hold_seconds') as hold, current_setting('TimeZone') as zone,
                current_setting('DateStyle') as style, current_setting('IntervalStyle') as interval`,
            );
            if (++arrived === 3) go();
            await allThere;
            return rows[0]!;
          }),
        ),
      );
      expect(new Set(seen.map((row) => row.pid)).size).toBe(3);
      for (const row of seen) {
        expect(row).toEqual({
          pid: expect.any(Number),
          hours: "7",
          hold: "600",
          zone: "UTC",
          style: "ISO, MDY",
          interval: "postgres",
        });
      }
    });

    it("rolls a failed transaction back and gives its connection back to the pool", async () => {
      const { db } = await freshDatabase({}, 1);
      await db.exec("create table t (x int primary key); insert into t values (1)");
      await expect(
        db.transaction(async (tx) => {
          await tx.query("insert into t values (2)");
          await tx.query("insert into t values (1)"); // duplicate key
        }),
      ).rejects.toMatchObject({ code: "23505" });
      // One connection in the pool: this would wait forever had the failed one not been released.
      const { rows } = await db.query<{ x: number }>("select x from t order by x");
      expect(rows).toEqual([{ x: 1 }]);
      let leaked: Parameters<Parameters<PostgresDatabase["transaction"]>[0]>[0] | undefined;
      await expect(
        db.transaction(async (tx) => {
          leaked = tx;
          const inserted = await tx.query("insert into t values (3), (4)");
          expect(inserted.affectedRows).toBe(2);
          return "committed";
        }),
      ).resolves.toBe("committed");
      await expect(leaked!.query("select 1")).rejects.toThrow(/transaction has ended/);
      expect((await db.query("select x from t")).rows).toHaveLength(3);
      expect((await db.query("update t set x = x + 10")).affectedRows).toBe(3);
      expect((await db.query("select x from t")).affectedRows).toBe(0);
      expect(db.pool.totalCount).toBe(1);
      expect(db.pool.idleCount).toBe(1);
    });

    it("replaces the connections the server ended (as a restart does) without a restart of the app", async () => {
      const { url, db } = await freshDatabase({}, 2);
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      try {
        await Promise.all([0, 1].map(() => db.transaction((tx) => tx.query("select 1"))));
        expect(db.pool.totalCount).toBe(2);
        const admin = createPostgresDatabase({ url: server.url() });
        opened.push(admin);
        const ended = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
           where datname = $1 and application_name = 'lotus-club' and pid <> pg_backend_pid()`,
          [new URL(url).pathname.slice(1)],
        );
        expect(ended.rows).toEqual([{ ended: true }, { ended: true }]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        // The pool noticed (its 'error' listener logged it) and dropped both; new ones serve.
        expect(warn).toHaveBeenCalledWith(expect.stringMatching(/connection was lost/));
        await expect(db.query("select current_setting('TimeZone') as zone")).resolves.toMatchObject(
          {
            rows: [{ zone: "UTC" }],
          },
        );
      } finally {
        warn.mockRestore();
      }
    });

    it("gives the same JavaScript values as PGlite for the types the modules read", async () => {
      const { db } = await freshDatabase();
      const { PGlite } = loadPGlite();
      const lite = new PGlite();
      const sql = `select 1::int2 as i2, 2::int4 as i4, 3::int8 as i8, 9007199254740993::int8 as i8big,
        count(*) as counted, sum(5::int4) as summed, 1.50::numeric as num, 1.5::float8 as f8,
        '2031-03-14'::date as d, 'infinity'::date as dinf, '2031-03-14 10:00:00.123+05:30'::timestamptz as tstz,
        '2031-03-14 10:00:00+05:30'::timestamptz::text as tstz_text, now()::date = current_date as today,
        '10:00'::time as t, '{"a":[1,2]}'::jsonb as jb, '{"a":1}'::json as j, array[1,2]::int8[] as i8s,
        array['2031-01-01'::date, null] as dates, array[1.5, 2]::numeric[] as nums, array['a','b'] as texts,
        '1 day 02:00'::interval as iv, array['1 hour'::interval] as ivs, '(1,2)'::point as p,
        '\\x7801'::bytea as raw, true as yes, '9a1e6c3d-5b7f-4e2a-8c0d-6f4b3a2e1d02'::uuid as id,
        '12.34'::money as m, '[2031-03-14 10:00+00,2031-03-14 11:00+00)'::tstzrange as slot,
        array['2031-03-14 10:00+00'::timestamptz] as instants, null::int8 as nothing`;
      // PGlite is loaded outside jest's sandbox (another realm): compare by tag, not instanceof.
      const tag = (value: unknown) => Object.prototype.toString.call(value).slice(8, -1);
      const describe = (value: unknown): unknown =>
        Array.isArray(value)
          ? value.map(describe)
          : tag(value) === "Date"
            ? { Date: (value as Date).toISOString() }
            : tag(value) === "Uint8Array"
              ? { [(value as Uint8Array).constructor.name]: [...(value as Uint8Array)] }
              : typeof value === "bigint"
                ? { bigint: String(value) }
                : value === null || typeof value !== "object"
                  ? { [typeof value]: value }
                  : value;
      const zone = process.env.TZ;
      try {
        // The process's own zone must not matter (a server in India runs at +05:30).
        process.env.TZ = "Asia/Kolkata";
        const [fromServer, fromPGlite] = await Promise.all([
          db.query(sql).then((r) => r.rows[0]!),
          lite.query(sql).then((r) => r.rows[0] as Record<string, unknown>),
        ]);
        const server = Object.fromEntries(
          Object.entries(fromServer).map(([k, v]) => [k, describe(v)]),
        );
        const embedded = Object.fromEntries(
          Object.entries(fromPGlite).map(([k, v]) => [k, describe(v)]),
        );
        expect(server).toEqual(embedded);
        expect(server.d).toEqual({ Date: "2031-03-14T00:00:00.000Z" });
        expect(server.i8).toEqual({ number: 3 });
        expect(server.i8big).toEqual({ bigint: "9007199254740993" });
      } finally {
        if (zone === undefined) delete process.env.TZ;
        else process.env.TZ = zone;
        await lite.close();
      }
    });
  });

  describeDataPortContract("PostgreSQL server", async () => {
    const { db } = await freshDatabase();
    await migratePostgresDatabase(db);
    const port = embeddedPorts(db);
    return {
      port,
      signIn: (userId) => ({ accessToken: `ignored-${userId}` }),
      storeAsOwner: async (booking) => (await port.createBooking(booking)).id,
      close: () => db.end(),
    };
  });

  it("gives exactly one of twenty bookings for one slot raced from two processes' pools", async () => {
    const { url, db: first } = await freshDatabase();
    await migratePostgresDatabase(first);
    const second = createPostgresDatabase({ url });
    opened.push(second);
    const ports = [embeddedPorts(first), embeddedPorts(second)];
    const date = weekdayAhead(14);
    const users = Array.from({ length: 20 }, () => randomUUID());
    const results = await Promise.allSettled(
      users.map((userId, i) =>
        ports[i % 2]!.createBooking(
          plannedBooking(
            {
              kind: "meeting-room",
              room: "4-seater",
              date,
              time: "11:00",
              hours: 1,
              techSupport: false,
            },
            userId,
          ),
        ),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(refused.map((r) => r.reason)).toEqual(
      Array.from({ length: 19 }, () => expect.any(DataConflictError)),
    );
    const { rows } = await first.query<{ n: number }>(
      "select count(*) as n from public.bookings where date = $1 or starts_at::date = $1::date",
      [date],
    );
    expect(rows).toEqual([{ n: 1 }]);
  }, 60_000);
});
