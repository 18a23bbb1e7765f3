/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { describeReschedule } from "./reschedule-suite";

describeReschedule("PGlite", migratedPGlite);
