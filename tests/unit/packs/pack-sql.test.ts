/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describePackSql } from "./pack-sql-suite";

describePackSql("PGlite", migratedPGlite);
