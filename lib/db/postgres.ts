import "server-only";
import pg from "pg";
import { getServerConfig } from "@/lib/config";
import { applyMigrations, readMigrations, type Migration } from "@/lib/db/migrate";
import { PGLITE_TYPES } from "@/lib/db/postgres-types";
import { appSessionSettings } from "@/lib/db/session";
import type { SqlDatabase, SqlResult, SqlTransaction } from "@/lib/db/sql";

/**
 * A PostgreSQL server as the modules' SqlDatabase: a `pg` Pool. Every module's SQL was written
 * and tested on PGlite, so this file's job is that the same SQL sees the same session and the
 * same JavaScript values here: the type parsers below follow PGlite's, and every pooled
 * connection gets PGlite's session settings and the app's (lib/db/session.ts) before its first
 * query.
 */

// ---------------------------------------------------------------------------------------------
// Session settings.

/**
 * PGlite's own session settings, which the modules' SQL was tested under: instants printed and
 * truncated in UTC (`::text`, `date_trunc`, `to_char` without `at time zone`), ISO dates (and
 * month-day order for ambiguous input), intervals in PostgreSQL's style. A server's defaults
 * come from its postgresql.conf (often the machine's zone), so every connection sets these.
 * search_path is left alone: Supabase's puts its `extensions` schema on it.
 */
const PGLITE_SESSION: Record<string, string> = {
  TimeZone: "UTC",
  DateStyle: "ISO, MDY",
  IntervalStyle: "postgres",
};

// ---------------------------------------------------------------------------------------------
// The database.

const result = <Row>(r: pg.QueryResult): SqlResult<Row> => ({
  rows: r.rows as Row[],
  // PGlite counts the rows of INSERT, UPDATE, DELETE, MERGE and COPY only (0 for a SELECT).
  affectedRows: ["INSERT", "UPDATE", "DELETE", "MERGE", "COPY"].includes(r.command)
    ? (r.rowCount ?? 0)
    : 0,
});

/** The Error to hand `release`, so the pool destroys a client left in an unknown state. */
type Release = (destroy?: Error | boolean) => void;

/**
 * query/exec/transaction on one client. `isOpen` guards a transaction's handle used after the
 * transaction ended: its client may already serve someone else.
 */
function onClient(client: pg.PoolClient, isOpen: () => boolean = () => true) {
  const check = () => {
    if (!isOpen()) throw new Error("This transaction has ended; use its handle only inside it.");
  };
  return {
    async query<Row = Record<string, unknown>>(sql: string, params?: unknown[]) {
      check();
      return result<Row>(await client.query(sql, params));
    },
    /** Several statements in one string: pg sends a query without parameters as a simple query. */
    async exec(sql: string) {
      check();
      return client.query(sql);
    },
  };
}

/** BEGIN, `work`, COMMIT on `client`; ROLLBACK when anything throws. Returns what to release with. */
async function inTransaction<T>(
  client: pg.PoolClient,
  work: (tx: SqlTransaction) => Promise<T>,
): Promise<{ value: T } | { error: unknown; destroy?: Error }> {
  let open = true;
  const tx = onClient(client, () => open);
  try {
    await client.query("begin");
    const value = await work(tx);
    await client.query("commit");
    return { value };
  } catch (error) {
    try {
      // After a failed COMMIT the transaction is already gone: ROLLBACK only warns.
      await client.query("rollback");
      return { error };
    } catch (rollbackError) {
      // The connection itself is broken (or in a state we cannot know): never reuse it.
      return { error, destroy: rollbackError as Error };
    }
  } finally {
    open = false;
  }
}

export interface PostgresDatabase extends SqlDatabase {
  /** One checked-out connection for `work` (the migrations' advisory lock is per session). */
  withConnection<T>(work: (connection: SqlDatabase) => Promise<T>): Promise<T>;
  /** Closes every connection (tests, graceful shutdown). */
  end(): Promise<void>;
  readonly pool: pg.Pool;
}

export type PostgresOptions = {
  /** A postgres:// URL; TLS and the rest as pg documents (`sslmode`, `sslrootcert`, …). */
  url: string;
  /** The app's settings for every connection (lib/db/session.ts). */
  settings?: Record<string, string>;
  /** Pool size per process; pg's default is 10. */
  max?: number;
};

/** A pool on `url` that satisfies SqlDatabase; connects lazily, runs no migration. */
export function createPostgresDatabase({
  url,
  settings = {},
  max,
}: PostgresOptions): PostgresDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: PGLITE_TYPES,
    application_name: "lotus-club",
    // A request waits at most this long for a connection (pool exhausted or server down), then
    // fails like any unreachable database (the modules' 503 answers) instead of hanging.
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });
  // An idle connection whose server went away (restart, failover) is dropped by the pool, which
  // opens a new one on the next request. Without a listener the 'error' would end the process.
  pool.on("error", (error) => {
    console.warn(`[db] A pooled PostgreSQL connection was lost: ${error.message}`);
  });

  const session = { ...PGLITE_SESSION, ...settings };
  const names = Object.keys(session);
  // One round trip per new connection: select set_config($1, $2, false), set_config($3, $4, false)…
  const setSession = `select ${names.map((_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, false)`).join(", ")}`;
  const sessionValues = names.flatMap((name) => [name, session[name]]);
  const prepared = new WeakSet<pg.PoolClient>();

  /**
   * A client from the pool with the session settings in place. Set here rather than in the
   * pool's `connect` event, whose handler the pool does not wait for and whose error would be
   * lost: a connection whose settings failed is destroyed and the caller gets the error.
   */
  async function checkout(): Promise<pg.PoolClient> {
    const client = await pool.connect();
    if (!prepared.has(client)) {
      // A connection lost while checked out between two queries (a transaction waiting on the
      // app) emits 'error' on the client, which would end the process without a listener; the
      // next query on it fails instead, and the transaction's ROLLBACK destroys it.
      client.on("error", (error) => {
        console.warn(`[db] A PostgreSQL connection in use was lost: ${error.message}`);
      });
      try {
        await client.query(setSession, sessionValues);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      prepared.add(client);
    }
    return client;
  }

  async function using<T>(work: (client: pg.PoolClient, release: Release) => Promise<T>) {
    const client = await checkout();
    let released = false;
    const release: Release = (destroy) => {
      if (released) return;
      released = true;
      client.release(destroy);
    };
    try {
      return await work(client, release);
    } finally {
      release();
    }
  }

  const transactionOn = async <T>(
    client: pg.PoolClient,
    release: Release | undefined,
    work: (tx: SqlTransaction) => Promise<T>,
  ): Promise<T> => {
    const outcome = await inTransaction(client, work);
    if ("value" in outcome) return outcome.value;
    if (outcome.destroy) release?.(outcome.destroy);
    throw outcome.error;
  };

  return {
    pool,
    query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) =>
      using((client) => onClient(client).query<Row>(sql, params)),
    exec: (sql: string) => using((client) => onClient(client).exec(sql)),
    transaction: <T>(work: (tx: SqlTransaction) => Promise<T>) =>
      using((client, release) => transactionOn(client, release, work)),
    withConnection: <T>(work: (connection: SqlDatabase) => Promise<T>) =>
      using(async (client, release) => {
        const on = onClient(client);
        const connection: SqlDatabase = {
          query: on.query,
          exec: on.exec,
          // The caller's own connection: if it breaks, `using` releases it for destruction.
          transaction: (txWork) => transactionOn(client, release, txWork),
        };
        try {
          return await work(connection);
        } catch (error) {
          // A session in an unknown state (a lock still held, a transaction open) is not reused.
          release(error as Error);
          throw error;
        }
      }),
    end: () => pool.end(),
  };
}

// ---------------------------------------------------------------------------------------------
// Migrations.

/**
 * The session-level advisory lock every process takes before migrating (per database, like all
 * advisory locks). The bookings' triggers lock `hashtextextended('bookings:' || user id, 0)`
 * per transaction; this key is a hash of another text, so the two never meet in practice.
 */
const MIGRATION_LOCK = "hashtextextended('lotus-club:schema_migrations', 0)";

/**
 * Applies the migrations the embedded database applies (every folder, lib/db/migrate.ts) to the
 * server, on one connection holding `pg_advisory_lock`: processes starting together queue, the
 * first migrates, the others find nothing left. A database that records a migration this code
 * does not know is refused (UnknownMigrationError) before anything changes. Returns the names
 * applied now. The lock is a session lock: released explicitly, and by the server if this
 * process dies mid-migration.
 */
export async function migratePostgresDatabase(
  database: PostgresDatabase,
  migrations: Migration[] | Promise<Migration[]> = readMigrations(),
): Promise<string[]> {
  return database.withConnection(async (connection) => {
    await connection.query(`select pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      return await applyMigrations(connection, migrations, { refuseUnknown: true });
    } finally {
      await connection.query(`select pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The process's database.

// IMPORTANT: on globalThis so dev hot reload, which re-evaluates modules, reuses the one pool.
const registry: Map<string, Promise<PostgresDatabase>> = ((
  globalThis as { __lotusPostgresDb?: Map<string, Promise<PostgresDatabase>> }
).__lotusPostgresDb ??= new Map());

async function open(url: string): Promise<PostgresDatabase> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error(
      "The PostgreSQL database must not be opened during `next build`; open it at request time.",
    );
  }
  const config = getServerConfig();
  const database = createPostgresDatabase({
    url,
    settings: appSessionSettings(config),
    max: config.databasePoolSize,
  });
  try {
    await migratePostgresDatabase(database);
    return database;
  } catch (error) {
    await database.end().catch(() => undefined);
    throw error;
  }
}

/**
 * The process's pool on `url`, migrated on first use (never at import, so `next build` never
 * connects). A failed start (server unreachable, a newer schema) is retried by the next call.
 */
export function getPostgresDatabase(url: string): Promise<PostgresDatabase> {
  let database = registry.get(url);
  if (!database) {
    database = open(url);
    registry.set(url, database);
    const opening = database;
    opening.catch(() => {
      if (registry.get(url) === opening) registry.delete(url);
    });
  }
  return database;
}

/** Closes the process's pool on `url` (tests, graceful shutdown). */
export async function closePostgresDatabase(url: string): Promise<void> {
  const database = registry.get(url);
  if (!database) return;
  registry.delete(url);
  const opened = await database.catch(() => undefined);
  await opened?.end();
}
