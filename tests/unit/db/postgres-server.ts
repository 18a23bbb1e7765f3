import { createPostgresDatabase, migratePostgresDatabase } from "@/lib/db/postgres";
import { postgresUnavailable, type PostgresServer } from "../../support/postgres-cluster.mjs";
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
