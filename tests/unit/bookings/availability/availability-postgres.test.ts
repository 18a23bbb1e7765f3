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
} from "../../db/postgres-server";
import { describeAvailabilityRead, seedAvailability } from "./availability-sql-suite";

/** 0075 on a PostgreSQL server: the member's id set for the read's transaction only, on a pool. */
describeWithPostgres("the availability read on a PostgreSQL server", () => {
  let server: PostgresServer;
  let db: PostgresDatabase;
  beforeAll(async () => {
    server = await startPostgresServer();
    db = createPostgresDatabase({ url: await server.createDatabase() });
    await migratePostgresDatabase(db);
    await seedAvailability(db);
  }, 180_000);
  afterAll(async () => {
    await db?.end();
    await server?.stop();
  }, 60_000);

  describeAvailabilityRead(() => db);
});
