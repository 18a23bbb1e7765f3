/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../../data/pglite";
import { describeSeriesSql } from "./series-sql-suite";

describeSeriesSql("PGlite", migratedPGlite);
