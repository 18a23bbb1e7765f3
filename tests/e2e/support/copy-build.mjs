// Readies an extra `next start` for tests/e2e/resilience.spec.ts on the build the main e2e server
// made, without sharing its build folder: a server regenerates pages (ISR) into its build folder,
// so a server whose store fails on purpose would write its error pages into the main server's
// build, and the main server would then serve them.
//
//   node tests/e2e/support/copy-build.mjs --wait <url> --from <distDir> --into <folder> [--no-database]
//     [--rerender /a,/b]
//
// 1. Waits until <url> (the main server's health check) answers 200: the build is complete by
//    then, in whatever order Playwright starts its web servers.
// 2. Empties <folder> and copies <distDir> to <folder>/build (NEXT_DIST_DIR of the extra server)
//    without its `cache` and `types`. Symlinks are copied resolved (Next links some packages into
//    the build folder by relative path); timestamps are kept, so prerendered pages are as old as
//    the build, as they would be in production.
// 3. <folder>/data is the server's DATA_DIR: left absent (a fresh embedded database), or with
//    --no-database made a regular file, where the embedded database can never open.
// 4. --rerender drops the prerendered copies of those pages, so the extra server renders them on
//    their first visit with its own configuration (online payment changes what they say).
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    wait: { type: "string" },
    from: { type: "string" },
    into: { type: "string" },
    "no-database": { type: "boolean", default: false },
    rerender: { type: "string", default: "" },
    "timeout-ms": { type: "string", default: "900000" },
  },
});
if (!values.wait || !values.from || !values.into) {
  console.error(
    "usage: copy-build.mjs --wait <url> --from <distDir> --into <folder> [--no-database]",
  );
  process.exit(2);
}

const deadline = Date.now() + Number(values["timeout-ms"]);
for (;;) {
  const ok = await fetch(values.wait, { signal: AbortSignal.timeout(5_000) })
    .then((response) => response.ok)
    .catch(() => false);
  if (ok) break;
  if (Date.now() > deadline) {
    console.error(`copy-build: ${values.wait} was not ready in time`);
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
}

const from = path.resolve(values.from);
const into = path.resolve(values.into);
const skipped = new Set([path.join(from, "cache"), path.join(from, "types")]);
rmSync(into, { recursive: true, force: true });
mkdirSync(into, { recursive: true });
cpSync(from, path.join(into, "build"), {
  recursive: true,
  preserveTimestamps: true,
  filter: (source) => !skipped.has(source),
});
// A page lives in the build's server/app, and once the main server has regenerated it, in
// Next's route cache (server/route-cache/APP_PAGE/<key>/$/<page>.*) too: both go.
const routeCache = path.join(into, "build", "server", "route-cache", "APP_PAGE");
const cachedCopies = existsSync(routeCache)
  ? readdirSync(routeCache).map((key) => path.join(routeCache, key, "$"))
  : [];
for (const page of values.rerender.split(",").filter(Boolean)) {
  const name = page.replace(/^\//, "");
  for (const folder of [path.join(into, "build", "server", "app"), ...cachedCopies]) {
    for (const suffix of [".html", ".rsc", ".meta", ".segments"]) {
      rmSync(path.join(folder, name + suffix), { recursive: true, force: true });
    }
  }
}
if (values["no-database"]) {
  writeFileSync(
    path.join(into, "data"),
    "A file, not a folder: the embedded database cannot open here.\n",
  );
}
console.log(
  `copy-build: ${path.relative(process.cwd(), from)} -> ${path.relative(process.cwd(), into)}/build`,
);
