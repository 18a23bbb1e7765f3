import { createRequire } from "node:module";
import NodeEnvironment from "jest-environment-node";

/**
 * Jest's node environment plus a way to load PGlite outside jest's module sandbox. PGlite's
 * WebAssembly glue calls `import()`, which code evaluated by jest cannot do without
 * `--experimental-vm-modules`; Node's own loader can. Test files opt in with
 * `@jest-environment ./tests/unit/data/pglite-environment.ts` and load it through `loadPGlite()`.
 */
const nativeRequire = createRequire(__filename);

export default class PGliteEnvironment extends NodeEnvironment {
  constructor(...args: ConstructorParameters<typeof NodeEnvironment>) {
    super(...args);
    this.global.__loadPGlite = () => nativeRequire("@electric-sql/pglite");
  }
}
