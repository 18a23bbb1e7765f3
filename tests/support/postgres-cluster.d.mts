// Types of postgres-cluster.mjs for the TypeScript tests (the project has no allowJs).
export type PostgresServer = {
  port: number;
  /** A URL for `database` (default `postgres`) as the superuser. */
  url(database?: string): string;
  /** A new empty database; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Shuts the server down (its data kept; every connection ended), as the first half of a restart. */
  stopServer(): Promise<void>;
  /** Starts the stopped server again on the same port; resolves once it accepts connections. */
  startServer(): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
};

export declare const POSTGRES_BIN: string;
/** Why the cluster cannot start here, or undefined when it can. */
export declare function postgresUnavailable(): string | undefined;
/** Starts a cluster on a free loopback port (retried when the port was taken meanwhile). */
export declare function startPostgresServer(): Promise<PostgresServer>;
