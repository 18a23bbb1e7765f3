/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import type { PGlite } from "@electric-sql/pglite";
import type { SqlDatabase } from "@/lib/db";
import { migratedPGlite } from "../data/pglite";
import { describeTourStore } from "./tour-store-contract";

describeTourStore(
  "tour functions on PGlite",
  async () => (await migratedPGlite()) as unknown as SqlDatabase,
  (db) => (db as unknown as PGlite).close(),
);
