// `DATABASE_URL=… node scripts/bench/billing-profile.mjs` (issue 40): where the billing run's time
// goes, on a PostgreSQL database seeded by `scale-run.mjs seed <leads>`. Runs December's billing
// run once with `track_functions = all` and prints the SQL functions by total and self time
// (pg_stat_user_functions), and the run's own wall time, so a growing cost has a name.
import { createJiti } from "jiti";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { NOW } from "./scale-seed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const jiti = createJiti(import.meta.url, {
  alias: { "@/": `${root}/`, "server-only": path.join(root, "tests/server-only-stub.ts") },
});
const url = process.env.DATABASE_URL;
if (!url) throw new Error("DATABASE_URL: a database seeded by scale-run.mjs seed");

const admin = new pg.Client({ connectionString: url });
await admin.connect();
const database = (await admin.query("select current_database() as d")).rows[0].d;
await admin.query(`alter database "${database}" set track_functions = 'all'`);
await admin.query("select pg_stat_reset()");

const memberships = await jiti.import(path.join(root, "lib/memberships/index.ts"));
const started = performance.now();
const report = await memberships.runBilling(NOW);
const seconds = (performance.now() - started) / 1000;
await new Promise((resolve) => setTimeout(resolve, 1000)); // the statistics collector's flush

const { rows } = await admin.query(`select funcname, calls, round(total_time::numeric) as total_ms,
    round(self_time::numeric) as self_ms from pg_stat_user_functions
  where schemaname = 'public' order by self_time desc limit 15`);
console.log(`billing run: ${report.issued} issued in ${seconds.toFixed(2)} s`);
console.table(rows);
await admin.query(`alter database "${database}" reset track_functions`);
await admin.end();
process.exit(0);
