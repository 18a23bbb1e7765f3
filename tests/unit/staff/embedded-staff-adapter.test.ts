/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describeStaffAdapter } from "./staff-adapter-suite";

describeStaffAdapter("PGlite", migratedPGlite);
