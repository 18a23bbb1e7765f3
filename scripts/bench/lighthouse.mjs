// npm run bench: Lighthouse 13 (mobile preset, simulated throttling; on Node 22, installed by
// ./lighthouse-tools.mjs) on Debian's Chromium against a bare Next page built and served in the
// same run, and against the styled yardstick (./styled-bare-page.mjs: the bare page with our
// look, none of our code). Rounds are interleaved (the two yardsticks, then every page, then
// every page with its scripts blocked, RUNS times) so the machine's load falls on all of them
// alike, and each metric is the median of the rounds. Prints each page's figures and ratios,
// its weight (first-load JavaScript gzip, HTML, fonts) and its misses against the targets of
// issue 40 (./page-targets.mjs), and the interaction latencies of ./inp.mjs. JSON reports land in bench-results/lighthouse/. Pass
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
import { PAGE_TARGETS, pageMisses } from "./page-targets.mjs";
import { fontBytes, htmlBytes } from "./page-weight.mjs";
import { BLOCKED } from "./pages.mjs";
import { gitDescribe, root, startServer } from "./server.mjs";
import { buildStyledBarePage } from "./styled-bare-page.mjs";

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
const styledServer = await startServer({
  dir: await buildStyledBarePage(server.base),
  readyPath: "/",
});
const loadBefore = loadavg()[0].toFixed(1);
try {
  const runs = { bare: [], styled: [] };
  for (const p of pages) runs[p] = { page: [], blocked: [] };
  for (let round = 1; round <= RUNS; round++) {
    console.log(`round ${round} of ${RUNS}`);
    runs.bare.push(await run(chrome, `${bareServer.base}/`));
    runs.styled.push(await run(chrome, `${styledServer.base}/`));
    for (const p of pages) runs[p].page.push(await run(chrome, server.base + p));
    for (const p of pages)
      runs[p].blocked.push(await run(chrome, server.base + p, BLOCKED.scripts));
  }
  const bare = summarise(runs.bare, "bare-next");
  const styled = summarise(runs.styled, "bare-next-styled");
  const weigh = async (base, pagePath) => ({
    htmlBytes: await htmlBytes(base, pagePath),
    fontBytes: await fontBytes(base, pagePath),
    firstLoadKiB: await firstLoadJsKiB(base, pagePath),
  });
  const weight = (w) => ({
    "HTML kB": (w.htmlBytes / 1000).toFixed(1),
    "fonts KiB": (w.fontBytes / 1024).toFixed(1),
    "JS KiB gz": w.firstLoadKiB.toFixed(1),
  });
  const yardstick = (name, m, w) =>
    row(name, m, {
      "main thread ×": ratio(m.mainThread, bare.mainThread),
      "TBT ×": ratio(m.tbt, bare.tbt),
      "scripts blocked ×": "",
      ...weight(w),
      misses: "",
    });
  const rows = [
    yardstick("bare Next page", bare, await weigh(bareServer.base, "/")),
    yardstick("bare page, our look", styled, await weigh(styledServer.base, "/")),
  ];
  for (const pagePath of pages) {
    const name = pagePath === "/" ? "home" : pagePath.slice(1).replace(/\//g, "_");
    const m = summarise(runs[pagePath].page, name);
    const blocked = summarise(runs[pagePath].blocked, `${name}-scripts-blocked`);
    const w = await weigh(server.base, pagePath);
    rows.push(
      row(pagePath, m, {
        "main thread ×": ratio(m.mainThread, bare.mainThread),
        "TBT ×": ratio(m.tbt, bare.tbt),
        "scripts blocked ×": ratio(blocked.mainThread, bare.mainThread),
        ...weight(w),
        misses: pageMisses({ path: pagePath, page: m, bare, styled, ...w }).join(", ") || "none",
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
    `Targets (issue 40): LCP ≤ ${PAGE_TARGETS.lcpMs / 1000} s and ≤ the styled yardstick's + ` +
      `${PAGE_TARGETS.lcpOverStyledMs / 1000} s; TBT ≤ ${PAGE_TARGETS.tbtRatio}× the bare page's; ` +
      "CLS 0; the HTML, font and first-load JavaScript budgets; Accessibility, Best Practices, SEO 100",
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
  styledServer.stop();
  await stop();
}
