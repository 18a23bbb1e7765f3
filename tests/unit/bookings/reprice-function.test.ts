/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describeReprice } from "./reprice-suite";

describeReprice("PGlite", migratedPGlite);
