// npm run bench: Lighthouse (mobile preset, simulated throttling) on Debian's Chromium, median
// of 3 runs per page, plus each page's first-load JavaScript (gzip). JSON reports land in
// bench-results/lighthouse/. Pass --no-build to reuse an existing build.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJsKiB } from "./first-load-js.mjs";
import { buildIfNeeded, firstProductPath, gitDescribe, root, startServer } from "./server.mjs";

const RUNS = Number(process.env.BENCH_RUNS || 3);
const outDir = path.join(root, "bench-results", "lighthouse");
mkdirSync(outDir, { recursive: true });

const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

buildIfNeeded();
const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: CHROME_FLAGS,
});
try {
  const product = await firstProductPath(server.base);
  const pages = [
    "/",
    "/coworking-noida-expressway",
    "/plans",
    "/meeting-rooms",
    "/store",
    product,
    "/blog/why-choose-us",
  ].filter(Boolean);
  const rows = [];
  for (const pagePath of pages) {
    const status = (await fetch(server.base + pagePath)).status;
    if (status !== 200) {
      console.log(`${pagePath}: answered ${status}, skipped`);
      continue;
    }
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(server.base + pagePath, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      runs.push(lhr);
    }
    const byPerf = [...runs].sort(
      (a, b) => a.categories.performance.score - b.categories.performance.score,
    );
    const lhr = byPerf[Math.floor(byPerf.length / 2)];
    const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
    writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
    const score = (id) => Math.round(lhr.categories[id].score * 100);
    rows.push({
      page: pagePath,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP s": (
        median(runs.map((r) => r.audits["largest-contentful-paint"].numericValue)) / 1000
      ).toFixed(2),
      "TBT ms": Math.round(median(runs.map((r) => r.audits["total-blocking-time"].numericValue))),
      CLS: median(runs.map((r) => r.audits["cumulative-layout-shift"].numericValue)).toFixed(3),
      "JS KiB gz": (await firstLoadJsKiB(server.base, pagePath)).toFixed(1),
    });
    const failing = Object.values(lhr.audits).filter(
      (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
    );
    if (failing.length) console.log(`${pagePath}: ${failing.map((a) => a.id).join(", ")}`);
  }
  console.log(`\nLighthouse ${RUNS}× median, mobile preset, commit ${gitDescribe()}`);
  console.table(rows);
  writeFileSync(path.join(outDir, "summary.json"), JSON.stringify(rows, null, 2));
} finally {
  await chrome.kill();
  server.stop();
}
