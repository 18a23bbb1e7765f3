/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { createEmbeddedAdapter } from "@/lib/data/adapters/embedded";
import { createEmbeddedOutboxStore } from "@/lib/mail/outbox-store";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { createPostgresDatabase, migratePostgresDatabase } from "@/lib/db/postgres";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { describeAuthPortContract } from "../auth/auth-port-contract";
import { describeStorePortContract } from "../store/store-port-contract";
import { describeWithPostgres, startPostgresServer, type PostgresServer } from "./postgres-server";

/**
 * The other port contracts that have a shared suite, run on the PostgreSQL server with the
 * same embedded adapters (issue 26: "the … contract suites that run on PGlite also run on the
 * PostgreSQL server"). Staff, payments and outbox have no shared suite yet; the outbox's
 * claiming is checked here across two pools, as two processes' workers would claim.
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

  it("hands each owed message to exactly one of two processes' outbox workers", async () => {
    const db = await migrated();
    const other = createPostgresDatabase({ url: db.pool.options.connectionString! });
    try {
      const data = createEmbeddedAdapter(db);
      for (let i = 0; i < 15; i++) {
        await data.createEnquiry({
          inquiryType: "Tour",
          page: "/contact",
          name: "Visitor",
          email: `${randomUUID()}@example.in`,
          preferredDate: "2031-03-14",
        });
      }
      const { rows } = await db.query<{ n: number }>("select count(*) as n from public.outbox");
      const owed = rows[0]!.n;
      expect(owed).toBeGreaterThanOrEqual(15);
      const workers = [db, other].map((pool) => createEmbeddedOutboxStore(async () => pool));
      const claimed: string[] = [];
      await Promise.all(
        workers.flatMap((store) =>
          [0, 1, 2].map(async () => {
            for (;;) {
              const batch = await store.claim(2, 300);
              if (batch.length === 0) return;
              claimed.push(...batch.map((message) => message.id));
            }
          }),
        ),
      );
      expect(claimed).toHaveLength(owed);
      expect(new Set(claimed).size).toBe(owed);
    } finally {
      await Promise.all([db.end(), other.end()]);
    }
  }, 60_000);
});
