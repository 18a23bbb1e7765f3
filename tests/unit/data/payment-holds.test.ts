/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "./pglite";
import { describePaymentHolds } from "./payment-holds-suite";

describePaymentHolds("PGlite", migratedPGlite);
