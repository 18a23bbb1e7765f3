import { postgresUnavailable } from "../../support/postgres-cluster.mjs";

/**
 * The throwaway PostgreSQL 15 cluster of the server-mode tests: tests/support/postgres-cluster.mjs
 * (plain JavaScript, so `npm run bench:load` starts the same one), and the jest wrapper that
 * skips a suite, saying why, when the binaries are missing.
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
