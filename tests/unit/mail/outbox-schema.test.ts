/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describeOutboxSchema } from "./outbox-schema-suite";

describeOutboxSchema("PGlite", migratedPGlite);
