/** @jest-environment node */
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { describeReprice } from "./reprice-suite";

/** 0110's functions on a PostgreSQL server: the PGlite suite. */
describeWithPostgres("moving bookings to another price on a PostgreSQL server", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  afterAll(() => server?.stop(), 60_000);

  describeReprice("PostgreSQL", () => oneConnection(server));
});
