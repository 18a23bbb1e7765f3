/** @jest-environment node */
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { describePackSql } from "./pack-sql-suite";

/** The same SQL of prepaid packs on a PostgreSQL server (the embedded mode's server mode). */
describeWithPostgres("prepaid packs on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);
  describePackSql("PostgreSQL server", () => oneConnection(server));
});
