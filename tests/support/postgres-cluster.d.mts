// Types of postgres-cluster.mjs for the TypeScript tests (the project has no allowJs).
export type PostgresServer = {
  port: number;
  /** A URL for `database` (default `postgres`) as the superuser. */
  url(database?: string): string;
  /** A new empty database; its URL. */
  createDatabase(name?: string): Promise<string>;
  /** Stops the server (fast: connections are ended), runs `whileDown`, starts it again. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** Stops the server and deletes its folder. */
  stop(): Promise<void>;
};

export declare const POSTGRES_BIN: string;
/** Why the cluster cannot start here, or undefined when it can. */
export declare function postgresUnavailable(): string | undefined;
/** Starts a cluster on a free loopback port (retried when the port was taken meanwhile). */
export declare function startPostgresServer(): Promise<PostgresServer>;
