/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { EMBEDDED_EXTENSIONS } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrate";
import { describeDataPortContract } from "./data-port-contract";
import { loadPGlite } from "./pglite";
import { embeddedPorts } from "./ports";

describeDataPortContract("embedded (in-memory PGlite)", async () => {
  const { PGlite } = loadPGlite();
  const db = new PGlite({ extensions: EMBEDDED_EXTENSIONS });
  await applyMigrations(db);
  const port = embeddedPorts(db);
  return {
    port,
    signIn: (userId) => ({ accessToken: `ignored-${userId}` }),
    storeAsOwner: async (booking) => (await port.createBooking(booking)).id,
    close: () => db.close(),
  };
});
