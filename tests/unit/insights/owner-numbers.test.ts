/** @jest-environment ./tests/unit/data/pglite-environment.ts */
import { migratedPGlite } from "../data/pglite";
import { ownerNumbersSuite } from "./owner-numbers-suite";

describe("the owner's numbers on the embedded database (0078)", () => {
  ownerNumbersSuite(migratedPGlite);
});
