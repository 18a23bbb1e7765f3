/** @jest-environment node */
import {
  createPostgresDatabase,
  migratePostgresDatabase,
  type PostgresDatabase,
} from "@/lib/db/postgres";
import {
  describeWithPostgres,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { describeTourStore } from "./tour-store-contract";

// On a server the ten requests of the race really run at once, on a pool of connections.
describeWithPostgres("tour functions on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  describeTourStore(
    "embedded tour adapter on PostgreSQL",
    async () => {
      const db = createPostgresDatabase({ url: await server.createDatabase() });
      await migratePostgresDatabase(db);
      return db;
    },
    (db) => (db as PostgresDatabase).end(),
  );
});
