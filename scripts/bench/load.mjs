// npm run bench:load: autocannon, 50 connections for 10 s each, `Accept-Encoding: gzip` as
// browsers send it, at four servers of the same prerendered page in one run: nginx serving the
// page's HTML as a file, nginx in front of Next with deploy/nginx/lotus-club.conf (cached), Next
// alone, and a bare Next page built here. Then two dynamic routes (an availability read, an
// enquiry insert) on the embedded database and on PostgreSQL with one and two processes
// (dynamic.mjs). Installs Debian's nginx and PostgreSQL when they are missing. Pass --no-build
// to reuse existing builds, --dynamic-only for the second table alone.
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startNginxFront } from "../nginx-front.mjs";
import { measureDynamicRoutes } from "./dynamic.mjs";
import {
  buildBarePage,
  buildIfNeeded,
  distDir,
  gitDescribe,
  root,
  startServer,
} from "./server.mjs";

const PAGES = ["/", "/coworking-noida-expressway"];
const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "gzip, deflate, br" };

function hit(url, duration = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: HEADERS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** nginx's static yardstick: the prerendered HTML files, gzipped like the front's answers. */
function staticServer(htmlDir) {
  return `server {
    listen 127.0.0.1:__PORT__;
    root ${htmlDir};
    default_type text/html;
    gzip on;
    gzip_comp_level 5;
    gzip_vary on;
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html =404; }
  }`;
}

const dynamicOnly = process.argv.includes("--dynamic-only");
for (const script of ["ensure-nginx.sh", "ensure-postgres.sh"]) {
  execFileSync("bash", [path.join(root, "scripts", script)], { stdio: "inherit" });
}
buildIfNeeded();
const rows = dynamicOnly ? [] : await measureStaticPages();
const dynamicRows = await measureDynamicRoutes(DURATION);
const machine =
  `${CONNECTIONS} connections × ${DURATION} s, commit ${gitDescribe()}, ` +
  `${cpus().length} × ${cpus()[0]?.model.trim()}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")} at the end`;
console.log(`\n${machine}`);
if (rows.length > 0) console.table(rows);
console.table(dynamicRows);
mkdirSync(path.join(root, "bench-results"), { recursive: true });
if (rows.length > 0)
  writeFileSync(path.join(root, "bench-results", "load.json"), JSON.stringify(rows, null, 2));
writeFileSync(
  path.join(root, "bench-results", "load-dynamic.json"),
  JSON.stringify({ machine, rows: dynamicRows }, null, 2),
);

/** The prerendered pages at the four servers; one row per page and server. */
async function measureStaticPages() {
  const bareDir = buildBarePage();
  const next = await startServer();
  const bare = await startServer({ dir: bareDir, readyPath: "/" });
  const htmlDir = path.join(root, "bench-results", "nginx-html");
  mkdirSync(htmlDir, { recursive: true });
  for (const page of PAGES) {
    const name = page === "/" ? "index" : page.slice(1);
    copyFileSync(
      path.join(root, distDir, "server", "app", `${name}.html`),
      path.join(htmlDir, `${name}.html`),
    );
  }
  const nginx = await startNginxFront({
    upstream: new URL(next.base).host,
    staticDir: path.join(root, distDir, "static"),
    extraServer: staticServer(htmlDir),
  });

  const rows = [];
  const measure = async (page, server, url) => {
    // A short unmeasured run first: each server is timed warm (JIT, caches), not on its first requests.
    await hit(url, 2);
    const result = await hit(url);
    rows.push({
      page,
      server,
      "req/s": Math.round(result.requests.average),
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors: result.errors + result.timeouts,
      "non-2xx": result.non2xx,
    });
    return result;
  };
  try {
    const bareResult = await measure("bare page", "bare Next page", `${bare.base}/`);
    for (const page of PAGES) {
      const cacheStatus = async () =>
        (await fetch(nginx.base + page, { headers: HEADERS })).headers.get("x-cache-status");
      await cacheStatus();
      if ((await cacheStatus()) !== "HIT") throw new Error(`${page} is not cached by the front`);
      const file = await measure(page, "nginx, HTML file", nginx.extraBase + page);
      const cached = await measure(page, "nginx → Next (cached)", nginx.base + page);
      const alone = await measure(page, "Next alone", next.base + page);
      const pct = (a, b) => `${((100 * a.requests.average) / b.requests.average).toFixed(0)}%`;
      console.log(
        `${page}: cached front ${pct(cached, file)} of nginx-static (target 50%); Next alone ` +
          `${pct(alone, bareResult)} of the bare page (target 50%), p99 ` +
          `${(alone.latency.p99 / bareResult.latency.p99).toFixed(1)}× (target 2×)`,
      );
    }
  } finally {
    next.stop();
    bare.stop();
    nginx.stop();
  }
  return rows;
}
