// npm run bench: Lighthouse (mobile preset, simulated throttling) on Debian's Chromium, median
// of 3 runs per page, against a bare Next page built and served in the same run, plus each
// page's first-load JavaScript (gzip), HTML and font weight. Checks the performance issue's
// targets relative to the bare page. JSON reports land in bench-results/lighthouse/. Pass
// --no-build to reuse existing builds.
import { cpus, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJsKiB } from "./first-load-js.mjs";
import { HTML_BUDGET_BYTES, fontBytes, htmlBytes } from "./page-weight.mjs";
import {
  buildBarePage,
  buildIfNeeded,
  firstProductPath,
  gitDescribe,
  root,
  startServer,
} from "./server.mjs";

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

/** Lighthouse `RUNS` times on one URL: the median run's scores and each metric's median. */
async function measure(chrome, url, name) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    runs.push(lhr);
  }
  const byPerf = [...runs].sort(
    (a, b) => a.categories.performance.score - b.categories.performance.score,
  );
  const lhr = byPerf[Math.floor(byPerf.length / 2)];
  writeFileSync(path.join(outDir, `${name}.json`), JSON.stringify(lhr));
  const score = (id) => Math.round(lhr.categories[id].score * 100);
  const metric = (id) => median(runs.map((r) => r.audits[id].numericValue));
  const failing = Object.values(lhr.audits).filter(
    (a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary",
  );
  if (failing.length) console.log(`${name}: ${failing.map((a) => a.id).join(", ")}`);
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    mainThread: metric("mainthread-work-breakdown"),
    cls: metric("cumulative-layout-shift"),
  };
}

/** The targets for one page, relative to the bare page of the same run. */
function misses(page, bare, html, isHome) {
  return [
    page.lcp > bare.lcp + 500 && "LCP",
    page.tbt > bare.tbt + 100 && "TBT",
    page.mainThread > 2 * bare.mainThread && "main thread",
    page.cls >= 0.02 && "CLS",
    page.perf < bare.perf - 3 && "perf",
    (page.a11y < 100 || page.bp < 100 || page.seo < 100) && "a11y/bp/seo",
    html > (isHome ? HTML_BUDGET_BYTES.home : HTML_BUDGET_BYTES.page) && "HTML",
  ].filter(Boolean);
}

const row = (page, m, extra) => ({
  page,
  perf: m.perf,
  a11y: m.a11y,
  bp: m.bp,
  seo: m.seo,
  "LCP s": (m.lcp / 1000).toFixed(2),
  "TBT ms": Math.round(m.tbt),
  "main thread s": (m.mainThread / 1000).toFixed(1),
  CLS: m.cls.toFixed(3),
  ...extra,
});

buildIfNeeded();
const bareDir = buildBarePage();
const server = await startServer();
const bareServer = await startServer({ dir: bareDir, readyPath: "/" });
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
  const bare = await measure(chrome, `${bareServer.base}/`, "bare-next");
  const weight = async (base, pagePath) => ({
    "HTML kB": ((await htmlBytes(base, pagePath)) / 1000).toFixed(1),
    "fonts KiB": ((await fontBytes(base, pagePath)) / 1024).toFixed(1),
    "JS KiB gz": (await firstLoadJsKiB(base, pagePath)).toFixed(1),
  });
  const rows = [
    row("bare Next page", bare, { ...(await weight(bareServer.base, "/")), misses: "" }),
  ];
  for (const pagePath of pages) {
    const status = (await fetch(server.base + pagePath)).status;
    if (status !== 200) {
      console.log(`${pagePath}: answered ${status}, skipped`);
      continue;
    }
    const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
    const m = await measure(chrome, server.base + pagePath, name);
    const html = await htmlBytes(server.base, pagePath);
    rows.push(
      row(pagePath, m, {
        ...(await weight(server.base, pagePath)),
        misses: misses(m, bare, html, pagePath === "/").join(", ") || "none",
      }),
    );
  }
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
  console.log(`\nLighthouse ${RUNS}× median, mobile preset, commit ${gitDescribe()}, ${machine}`);
  console.table(rows);
  writeFileSync(path.join(outDir, "summary.json"), JSON.stringify({ machine, rows }, null, 2));
} finally {
  await chrome.kill();
  server.stop();
  bareServer.stop();
}
