import {
  createPostgresDatabase,
  migratePostgresDatabase,
  type PostgresDatabase,
} from "@/lib/db/postgres";
import {
  postgresUnavailable,
  startPostgresServer,
  type PostgresServer,
} from "../../support/postgres-cluster.mjs";
import type { TestDatabase } from "../data/test-database";

/**
 * The throwaway PostgreSQL 15 cluster of the server-mode tests is
 * tests/support/postgres-cluster.mjs (plain JavaScript, so `npm run bench:load` starts the same
 * one); here, what the jest suites add to it.
 */
export {
  POSTGRES_BIN,
  postgresUnavailable,
  startPostgresServer,
  type PostgresServer,
} from "../../support/postgres-cluster.mjs";

/** `describe` when the binaries are there, else `describe.skip` with the reason logged. */
export function describeWithPostgres(name: string, body: () => void) {
  const reason = postgresUnavailable();
  if (reason) {
    console.warn(`[postgres tests] skipped: ${reason}`);
    describe.skip(`${name} (skipped: ${reason})`, body);
  } else {
    describe(name, body);
  }
}

/**
 * A migrated fresh database of `server` as a pool of ONE connection that is never closed for
 * idleness: what PGlite is, so suites that change the session (asRole's `set role`,
 * `set_config(…, false)`) run unchanged. `settings` as every app connection gets them.
 */
export async function oneConnection(
  server: PostgresServer,
  settings?: Record<string, string>,
): Promise<TestDatabase> {
  const db = createPostgresDatabase({ url: await server.createDatabase(), settings, max: 1 });
  // pg reads this at each release: 0 keeps the idle connection (and its session) for good.
  db.pool.options.idleTimeoutMillis = 0;
  await migratePostgresDatabase(db);
  return { ...db, close: () => db.end() };
}

/**
 * A PostgreSQL server for the enclosing suite (started before it, stopped after it), and
 * `twoPools()`: a fresh migrated database seen through two pools, as two app processes see it,
 * ended with the suite.
 */
export function usePostgresServer() {
  let server: PostgresServer | undefined;
  const pools: PostgresDatabase[] = [];
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end().catch(() => undefined)));
    await server?.stop();
  }, 60_000);
  return {
    async twoPools(): Promise<[PostgresDatabase, PostgresDatabase]> {
      const url = await server!.createDatabase();
      const first = createPostgresDatabase({ url });
      const second = createPostgresDatabase({ url });
      pools.push(first, second);
      await migratePostgresDatabase(first);
      return [first, second];
    },
  };
}
