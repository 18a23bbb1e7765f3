// npm run bench: Lighthouse 13 (mobile preset, simulated throttling; on Node 22, installed by
// ./lighthouse-tools.mjs) on Debian's Chromium against a bare Next page built and served in the
// same run. Rounds are interleaved (the bare page, then every page, then every page with its
// scripts blocked, RUNS times) so the machine's load falls on all of them alike, and each
// metric is the median of the rounds. Prints each page's ratios to the bare page against the
// targets of issue 27, its weight (first-load JavaScript gzip, HTML, fonts), and the
// interaction latencies of ./inp.mjs. JSON reports land in bench-results/lighthouse/. Pass
// --no-build to reuse existing builds.
import { cpus, loadavg, totalmem } from "node:os";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { firstLoadJsKiB } from "./first-load-js.mjs";
import { INP_TARGET_MS, measureInteractions } from "./inp.mjs";
import {
  loadLighthouse,
  median,
  runOnLighthouse13,
  startLighthouseBench,
} from "./lighthouse-tools.mjs";
import { HTML_BUDGET_BYTES, fontBytes, htmlBytes } from "./page-weight.mjs";
import { BLOCKED } from "./pages.mjs";
import { gitDescribe, root } from "./server.mjs";

runOnLighthouse13(import.meta.url);
const lighthouse = await loadLighthouse();

const RUNS = Number(process.env.BENCH_RUNS || 3);
const outDir = path.join(root, "bench-results", "lighthouse");
mkdirSync(outDir, { recursive: true });

/**
 * One Lighthouse run; `blocked`: URL patterns to block (the content-floor runs). A run that
 * failed (on a loaded machine, a page can miss Lighthouse's load timeout) is made again, up to
 * three tries.
 */
async function run(chrome, url, blocked) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      blockedUrlPatterns: blocked,
    });
    const complete = ["largest-contentful-paint", "cumulative-layout-shift", "total-blocking-time"]
      .map((id) => lhr.audits[id]?.numericValue)
      .every((value) => typeof value === "number");
    if ((complete && !lhr.runtimeError) || attempt === 3) return lhr;
    console.log(`${url}: ${lhr.runtimeError?.code ?? "incomplete run"}, again`);
  }
}

/** The median run's scores and each metric's median, over one page's runs. */
function summarise(runs, name) {
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

/** Issue 27's targets for one page, as ratios to (or differences from) the bare page. */
function misses(page, blocked, bare, html, isHome) {
  return [
    page.mainThread > 2.5 * bare.mainThread && "main thread",
    page.tbt > 2.5 * bare.tbt && "TBT",
    blocked.mainThread > 1.3 * bare.mainThread && "scripts-blocked main thread",
    page.lcp > bare.lcp + 500 && "LCP",
    page.perf < bare.perf - 8 && "perf",
    page.cls > 0 && "CLS",
    (page.a11y < 100 || page.bp < 100 || page.seo < 100) && "a11y/bp/seo",
    html > (isHome ? HTML_BUDGET_BYTES.home : HTML_BUDGET_BYTES.page) && "HTML",
  ].filter(Boolean);
}

const ratio = (value, base) => `${(value / base).toFixed(2)}×`;

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

const { server, bareServer, chrome, pages, stop } = await startLighthouseBench();
const loadBefore = loadavg()[0].toFixed(1);
try {
  const runs = { bare: [] };
  for (const p of pages) runs[p] = { page: [], blocked: [] };
  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round} of ${RUNS}`);
    runs.bare.push(await run(chrome, `${bareServer.base}/`));
    for (const p of pages) runs[p].page.push(await run(chrome, server.base + p));
    for (const p of pages)
      runs[p].blocked.push(await run(chrome, server.base + p, BLOCKED.scripts));
  }
  const bare = summarise(runs.bare, "bare-next");
  const weight = async (base, pagePath) => ({
    "HTML kB": ((await htmlBytes(base, pagePath)) / 1000).toFixed(1),
    "fonts KiB": ((await fontBytes(base, pagePath)) / 1024).toFixed(1),
    "JS KiB gz": (await firstLoadJsKiB(base, pagePath)).toFixed(1),
  });
  const rows = [
    row("bare Next page", bare, {
      "main thread ×": "1.00×",
      "TBT ×": "1.00×",
      "scripts blocked ×": "",
      ...(await weight(bareServer.base, "/")),
      misses: "",
    }),
  ];
  for (const pagePath of pages) {
    const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
    const m = summarise(runs[pagePath].page, name);
    const blocked = summarise(runs[pagePath].blocked, `${name}-scripts-blocked`);
    const html = await htmlBytes(server.base, pagePath);
    rows.push(
      row(pagePath, m, {
        "main thread ×": ratio(m.mainThread, bare.mainThread),
        "TBT ×": ratio(m.tbt, bare.tbt),
        "scripts blocked ×": ratio(blocked.mainThread, bare.mainThread),
        ...(await weight(server.base, pagePath)),
        misses: misses(m, blocked, bare, html, pagePath === "/").join(", ") || "none",
      }),
    );
  }
  const interactions = process.argv.includes("--no-inp")
    ? []
    : await measureInteractions(server.base);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB`;
  const load = `load average ${loadBefore} before the run, ${loadavg()[0].toFixed(1)} after`;
  console.log(
    `\nLighthouse 13, ${RUNS} interleaved rounds (median), mobile preset, commit ${gitDescribe()}, ${machine}, ${load}`,
  );
  console.log(
    "Targets: main thread and TBT ≤ 2.5× the bare page's, scripts blocked ≤ 1.3× its main thread, LCP ≤ +0.5 s, perf ≥ −8, CLS 0",
  );
  console.table(rows);
  console.log("Interaction to next paint (CPU 4× slower), median of 3:");
  console.table(
    interactions.map((r) => ({
      interaction: r.interaction,
      "INP ms": Math.round(r.ms),
      target: r.ms <= INP_TARGET_MS ? "met" : "MISSED",
    })),
  );
  writeFileSync(
    path.join(outDir, "summary.json"),
    JSON.stringify({ machine, load, rows, interactions }, null, 2),
  );
} finally {
  await stop();
}
