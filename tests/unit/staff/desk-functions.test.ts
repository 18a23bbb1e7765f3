/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describeDeskFunctions } from "./desk-functions-suite";

describeDeskFunctions("PGlite", migratedPGlite);
