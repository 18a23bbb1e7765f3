/** @jest-environment node */
import { createEmbeddedAuthAdapter } from "@/lib/auth/adapters/embedded";
import { SESSION_COOKIE } from "@/lib/auth/embedded/session-token";
import { createPostgresDatabase, migratePostgresDatabase } from "@/lib/db/postgres";
import { createEmbeddedStoreAdapter } from "@/lib/store/adapters/embedded";
import { describeAuthPortContract } from "../auth/auth-port-contract";
import { describeStorePortContract } from "../store/store-port-contract";
import { describeWithPostgres, startPostgresServer, type PostgresServer } from "./postgres-server";

/**
 * The other port contracts that have a shared suite, run on the PostgreSQL server with the
 * same embedded adapters (issue 26: "the … contract suites that run on PGlite also run on the
 * PostgreSQL server"). Staff, payments and outbox have no shared suite yet.
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
});
