// npm run bench:scale (issue 40): what the club's data costs as it grows. For each database (the
// embedded PGlite, then a throwaway PostgreSQL 15 cluster, started as `npm run bench:load`
// starts it) and each size (1k, 10k, 100k leads; BENCH_SCALE_SIZES=1000,10000 for fewer), one
// process (scale-run.mjs) seeds a fresh database and measures the billing run, the pages' server
// time (p50/p95 of 50 calls of the data functions each page awaits), the CSV exports (time, peak
// memory growth) and, on the embedded database, a second process its start-up on the seeded
// folder. Prints a table per database, the growth from the smallest to the largest size, and the
// verdict against issue 40's targets; writes bench-results/scale.json.
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { startPostgresServer } from "../../tests/support/postgres-cluster.mjs";
import { gitDescribe, root } from "./server.mjs";

const SIZES = (process.env.BENCH_SCALE_SIZES || "1000,10000,100000").split(",").map(Number);
// BENCH_SCALE_DATABASES=postgres (or embedded): one database alone, written to scale-<name>.json.
const ONLY = process.env.BENCH_SCALE_DATABASES;
const TARGETS = { pageP95Ms: 150, billingPerSecond: 100, exportGrowthMb: 50 };

/** Runs scale-run.mjs with `env`; its last line of output is its JSON answer. */
function runChild(args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--expose-gc", path.join(root, "scripts/bench/scale-run.mjs"), ...args],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.once("exit", (code) => {
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0) resolve(JSON.parse(last));
      else reject(new Error(`scale-run ${args.join(" ")} exited with ${code}`));
    });
  });
}

async function embedded(size) {
  const dir = mkdtempSync(path.join(tmpdir(), "lotus-scale-"));
  try {
    const env = { DATA_DIR: dir, DATABASE_URL: "" };
    const result = await runChild(["measure", String(size)], env);
    result.startup = await runChild(["startup"], env);
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(cluster, size) {
  const url = await cluster.createDatabase(`scale_${size}`);
  return runChild(["measure", String(size)], { DATABASE_URL: url });
}

/** One row per measure, one column per size. */
function table(results) {
  const rows = [];
  const row = (name, pick) =>
    rows.push({
      measure: name,
      ...Object.fromEntries(results.map((r) => [`${r.size / 1000}k leads`, pick(r)])),
    });
  row("rows: leads / bookings / memberships / invoices / outbox", (r) =>
    [
      r.counts.leads,
      r.counts.bookings,
      r.counts.memberships,
      r.counts.invoices,
      r.counts.outbox,
    ].join(" / "),
  );
  row(
    "billing run: memberships/s (total s)",
    (r) => `${r.billing.perSecond} (${r.billing.seconds})`,
  );
  for (const page of Object.keys(results[0].pages)) {
    row(`${page}: p50 / p95 ms`, (r) => `${r.pages[page].p50} / ${r.pages[page].p95}`);
  }
  for (const name of Object.keys(results[0].exports)) {
    row(`${name}: ms, peak growth MB (rows)`, (r) => {
      const e = r.exports[name];
      return `${e.ms}, ${e.peakGrowthMb} (${e.rows})`;
    });
  }
  if (results[0].startup) {
    row("start-up ms, resident MB at rest", (r) => `${r.startup.ms}, ${r.startup.rssMb}`);
  }
  return rows;
}

/** Growth from the smallest to the largest size, against the rows' growth; and the misses. */
function verdict(database, results) {
  const small = results[0];
  const large = results[results.length - 1];
  const rowsGrowth = large.counts.leads / small.counts.leads;
  const growth = {};
  const misses = [];
  for (const [page, t] of Object.entries(large.pages)) {
    growth[page] = Number((t.p95 / small.pages[page].p95).toFixed(1));
    if (t.p95 > TARGETS.pageP95Ms)
      misses.push(`${page}: p95 ${t.p95} ms > ${TARGETS.pageP95Ms} ms`);
    if (growth[page] > rowsGrowth)
      misses.push(`${page}: grew ${growth[page]}× for ${rowsGrowth}× rows`);
  }
  growth["billing run, total time"] = Number(
    (large.billing.seconds / small.billing.seconds).toFixed(1),
  );
  if (large.billing.perSecond < TARGETS.billingPerSecond) {
    misses.push(
      `billing run: ${large.billing.perSecond} memberships/s < ${TARGETS.billingPerSecond}`,
    );
  }
  for (const [name, e] of Object.entries(large.exports)) {
    growth[`${name}, time`] = Number((e.ms / Math.max(1, small.exports[name].ms)).toFixed(1));
    if (e.peakGrowthMb >= TARGETS.exportGrowthMb) {
      misses.push(`${name}: peak memory grew ${e.peakGrowthMb} MB ≥ ${TARGETS.exportGrowthMb} MB`);
    }
  }
  return { database, rowsGrowth, growth, misses };
}

execFileSync("bash", [path.join(root, "scripts", "ensure-postgres.sh")], { stdio: "inherit" });
const output = { commit: gitDescribe(), machine: "", sizes: SIZES, databases: {} };
const verdicts = [];

for (const [database, measureAt] of [
  ["embedded (PGlite)", embedded],
  ["PostgreSQL 15", null],
].filter(([, measureAt]) => !ONLY || ONLY === (measureAt ? "embedded" : "postgres"))) {
  const cluster = measureAt ? null : await startPostgresServer();
  const results = [];
  try {
    for (const size of SIZES) {
      console.error(`bench:scale: ${database}, ${size} leads…`);
      const result = measureAt ? await measureAt(size) : await postgres(cluster, size);
      results.push({ size, ...result });
      // Each size as it ends: a long run stopped midway still leaves what it measured.
      console.error(JSON.stringify({ database, size, ...result }));
    }
  } finally {
    await cluster?.stop();
  }
  output.databases[database] = results;
  console.log(`\n${database}`);
  console.table(table(results));
  verdicts.push(verdict(database, results));
}

output.machine =
  `commit ${output.commit}, ${cpus().length} × ${cpus()[0]?.model.trim()}, load average ` +
  `${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} at the end`;
output.verdicts = verdicts;
console.log(`\n${output.machine}`);
for (const v of verdicts) {
  console.log(
    `\n${v.database}: growth from the smallest to the largest size (rows ${v.rowsGrowth}×)`,
  );
  console.table(v.growth);
  console.log(v.misses.length ? `missed:\n- ${v.misses.join("\n- ")}` : "every target met");
}
mkdirSync(path.join(root, "bench-results"), { recursive: true });
writeFileSync(
  path.join(root, "bench-results", ONLY ? `scale-${ONLY}.json` : "scale.json"),
  JSON.stringify(output, null, 2),
);
