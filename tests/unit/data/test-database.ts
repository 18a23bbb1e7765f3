import type { SqlDatabase } from "@/lib/db/sql";

/**
 * What the shared SQL suites need of a database: PGlite as it is, or a PostgreSQL pool (with
 * `close` ending it). Suites that change the session (asRole, `set_config(…, false)`) get one
 * connection: PGlite has only one, and a pool of one on the server (postgres-server.ts).
 */
export type TestDatabase = SqlDatabase & { close(): Promise<unknown> };
