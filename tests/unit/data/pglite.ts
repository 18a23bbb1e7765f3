import type * as PGliteModule from "@electric-sql/pglite";

/** PGlite loaded by Node itself (see pglite-environment.ts); the type is the package's own. */
export function loadPGlite(): typeof PGliteModule {
  const load = (globalThis as { __loadPGlite?: () => typeof PGliteModule }).__loadPGlite;
  if (!load)
    throw new Error(
      "Run this test file with @jest-environment ./tests/unit/data/pglite-environment.ts",
    );
  return load();
}
