/** @jest-environment node */
import {
  describeWithPostgres,
  oneConnection,
  startPostgresServer,
  type PostgresServer,
} from "../db/postgres-server";
import { ownerNumbersSuite } from "./owner-numbers-suite";

// The worked club's figures on the PostgreSQL server, as on PGlite (owner-numbers.test.ts). One
// connection: the seed turns row triggers off for its session.
describeWithPostgres("the owner's numbers on a PostgreSQL server (0078)", () => {
  let server: PostgresServer;
  beforeAll(async () => {
    server = await startPostgresServer();
  }, 120_000);
  ownerNumbersSuite(() => oneConnection(server));
  // After the suite's own afterAll, which closes its connection.
  afterAll(() => server?.stop(), 60_000);
});
