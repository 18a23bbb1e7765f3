/** @jest-environment node */
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  type PostgresServer,
} from "../../db/postgres-server";
import { describeSeriesSql } from "./series-sql-suite";

/** The same SQL of repeating bookings on a PostgreSQL server (the embedded mode's server mode). */
describeWithPostgres("repeating bookings on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);
  describeSeriesSql("PostgreSQL server", () => oneConnection(server));
});
