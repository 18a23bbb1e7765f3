/**
 * What every module that runs SQL needs of a connection, and no more: PGlite satisfies it as it
 * is, and a PostgreSQL server's pool can be wrapped to satisfy it, so the modules' SQL runs
 * unchanged on either. Rows come back typed by the caller's row type; instants as `Date`.
 */
export type SqlResult<Row> = { rows: Row[]; affectedRows?: number };

export interface SqlQueryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
}

/** A connection that also runs scripts (several statements) and transactions. */
export interface SqlDatabase extends SqlQueryable {
  exec(sql: string): Promise<unknown>;
  transaction<T>(work: (tx: SqlTransaction) => Promise<T>): Promise<T>;
}

/** Inside a transaction: every statement commits or rolls back with it. */
export interface SqlTransaction extends SqlQueryable {
  exec(sql: string): Promise<unknown>;
}
